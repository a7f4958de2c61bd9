import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This process as lease owners name it (jobs, the SMS and webhook dispatchers): host and pid for
 * people reading the tables, random so restarts differ. A file of its own so a dispatcher in an
 * area names its leases without importing the job runner.
 */
export const PROCESS_ID = `${hostname().slice(0, 24)}/${process.pid}/${randomBytes(4).toString('hex')}`;

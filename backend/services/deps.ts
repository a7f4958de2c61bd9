import type { Clock } from '../adapters/clock.ts';
import type { FileStore } from '../adapters/files.ts';
import type { Payee } from '../../common/areas/orders/order-types.ts';
import type { Money } from '../../common/money.ts';
import type { Dialect } from '../db/connect.ts';
import type { Db } from '../db/types.ts';
import type { AttemptLimits } from '../areas/account/attempts.ts';
import type { SmsOutbox } from './sms-outbox.ts';

/** What every service is built from: the database and the outside world's adapters. */
export interface Deps {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  /** Every text goes through the outbox, in the transaction of the change it tells of. */
  sms: SmsOutbox;
  /** The shop's receiving account for offline payment. */
  payee: Payee;
  /** Limits on logins, registrations and SMS sends. */
  attempts: AttemptLimits;
  /** Uploaded files' bytes. */
  files: FileStore;
  /** A contract granting more credit than this needs a second finance approval (ten-thousandths). */
  creditApprovalAbove: Money;
  /** An e-signing provider's callback: its name and the secret its events are signed with. */
  signing: { provider: string; callbackSecret?: string };
}

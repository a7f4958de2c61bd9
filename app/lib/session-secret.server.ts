import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file under DATA_DIR that keeps the secret generated on first start. */
export const SESSION_SECRET_FILE = 'session-secret';

/** The shortest secret accepted, as for SESSION_SECRET (app/env.server.ts). */
const MIN_LENGTH = 16;

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The session secret kept in `dataDir`, made on first start when there is none:
 * 32 random bytes, written with an exclusive create (`wx`, mode 0600) so two
 * processes starting at once cannot both write one; the loser reads the winner's
 * back (waiting a moment if it catches the file between its creation and its
 * one write of 44 bytes). `created` says whether this call made it, for a line in the log.
 */
export function loadSessionSecret(dataDir: string): { secret: string; file: string; created: boolean } {
  const file = join(dataDir, SESSION_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  let created = false;
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let attempt = 0; ; attempt++) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_LENGTH) return { secret, file, created };
    if (attempt >= 20) throw new Error(`${file} holds no usable secret: remove it, or set SESSION_SECRET`);
    sleep(50);
  }
}

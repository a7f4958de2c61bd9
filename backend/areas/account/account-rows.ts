import type { Insertable, UpdateQueryBuilder, UpdateResult } from 'kysely';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { AccountTable } from '../../db/tables/account.ts';
import type { Database, Db } from '../../db/types.ts';
import { endSessions } from './session-end.ts';

/*
 * The writes of account rows, for registration and the caller's own account here and for the main
 * account's sub-accounts (the sub-accounts area): an account is one row whoever manages it, so its
 * rules (usernames and mobiles unique, a new password or a deletion ends its sessions, a deleted
 * one's values freed) hold in one place.
 */

/** A company's live sub-account, by id: never its main account, never a deleted one. */
export interface SubAccountKey {
  companyId: number;
  id: number;
}

/** The columns of a sub-account its main account may change; a password only when a new one is given. */
export interface SubAccountChange {
  username: string;
  account_type: number;
  linkman: string;
  mobile: string;
  email: string;
  password_hash?: string;
}

/**
 * Which of a username and a mobile another account already holds (`exceptId` is the account being
 * changed): 'username' when the username is, else 'mobile' when the mobile is, else null. Usernames
 * and mobiles are unique across the shop, whichever company holds them; deleted accounts' are freed.
 */
export async function takenColumn(
  db: Db,
  { username, mobile }: { username: string; mobile: string },
  exceptId?: number,
): Promise<'username' | 'mobile' | null> {
  let query = db
    .selectFrom('account')
    .select(['username', 'mobile'])
    .where((eb) => eb.or([eb('username', '=', username), eb('mobile', '=', mobile)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = await query.execute();
  if (taken.some((row) => row.username === username)) return 'username';
  return taken.length > 0 ? 'mobile' : null;
}

/**
 * A new account of a company: its main account at registration, or an approver or purchaser its
 * main account adds. Answers its id; the unique indexes refuse a username or mobile taken meanwhile.
 */
export async function insertAccount(trx: Db, values: Insertable<AccountTable>): Promise<number> {
  const { id } = await trx.insertInto('account').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A new password: every session of the account ends with it, so whoever knew the old one is logged out. */
export async function setPassword(trx: Db, accountId: number, passwordHash: string, now: number): Promise<void> {
  await trx.updateTable('account').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
  await endSessions(trx, { accountId }, now);
}

type AccountUpdate = UpdateQueryBuilder<Database, 'account', 'account', UpdateResult>;

/** Makes a write of one sub-account count only while it is the company's, live, and not its main account. */
async function onLiveSubAccount(query: AccountUpdate, key: SubAccountKey): Promise<boolean> {
  const result = await query
    .where('id', '=', key.id)
    .where('company_id', '=', key.companyId)
    .where('account_type', '!=', CustomerAccountType.main)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Changes a company's live sub-account; false when there is none (deleted between the caller's look-up
 * and this write). A new password ends its sessions.
 */
export async function changeSubAccount(
  trx: Db,
  key: SubAccountKey,
  { password_hash, ...columns }: SubAccountChange,
  now: number,
): Promise<boolean> {
  if (!(await onLiveSubAccount(trx.updateTable('account').set(columns), key))) return false;
  if (password_hash !== undefined) await setPassword(trx, key.id, password_hash, now);
  return true;
}

/**
 * What a deleted account's username and mobile become. The row stays (its orders and purchases
 * point at it), but the values must be free for a new account, and both columns are unique. '#'
 * can never appear in a real username (DESIGN.md decision 6) nor in a mobile, so `name#id` never
 * meets a live value, stays unique through the id, and still reads as who it was. It fits the
 * columns: a username of at most 20 characters in 50, an 11-digit mobile in 20 (ids below 10^8).
 */
const tombstone = (value: string, id: number) => `${value}#${id}`;

/**
 * Deletes a company's live sub-account, softly: orders and purchases keep pointing at it, it can no
 * longer log in (its sessions end now, and login and token look-ups skip deleted accounts), and its
 * username and mobile are freed. `read` is the account as the caller read it; false when it was
 * deleted meanwhile.
 */
export async function deleteSubAccount(
  trx: Db,
  key: SubAccountKey,
  read: { username: string; mobile: string },
  now: number,
): Promise<boolean> {
  const deleted = trx
    .updateTable('account')
    .set({ deleted_at: now, username: tombstone(read.username, key.id), mobile: tombstone(read.mobile, key.id) });
  if (!(await onLiveSubAccount(deleted, key))) return false;
  await endSessions(trx, { accountId: key.id }, now);
  return true;
}

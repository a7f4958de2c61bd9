import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSubAccount, deleteSubAccount, holdCompany, insertAccount } from '../../backend/areas/account/index.ts';
import { moveCompany } from '../../backend/areas/account/company-transition.ts';
import { moveCertification } from '../../backend/areas/certification/certification-transition.ts';
import { certificationWithCompany } from '../../backend/areas/certification/record.ts';
import type { Caller } from '../../backend/caller.ts';
import type { Database } from '../../backend/db/types.ts';
import { AppError } from '../../backend/errors.ts';
import { hashPassword } from '../../backend/password.ts';
import { COMMAND_LINE, type StaffActor } from '../../backend/services/staff-actor.ts';
import { CustomerAccountType } from '../../common/areas/account/account-type.ts';
import { CertificationStatus } from '../../common/areas/certification/transitions.ts';
import { certificationSteps } from './certification-steps.ts';
import { freshCompany } from './fresh-company.ts';
import type { TestBackend } from './harness.ts';

/**
 * The company's and the certification's executors, and the account rows' steps, called directly as
 * every caller does (the console, the command line, the company's own routes, the sub-accounts and
 * files areas): a step the table does not allow is refused, a row that moved since it was read is
 * not written, and what follows a step (sessions ended, the company certified, the audit row) comes
 * with it. The routes' behaviour is customer.test.ts's, the certification tests' and sub-account.test.ts's.
 */
const s = certificationSteps();
let t: TestBackend;

beforeAll(async () => {
  t = await s.start();
});
afterAll(() => t.close());

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/** A step in a transaction of its own, as its callers take it. */
const inTransaction = <T>(step: (trx: Transaction<Database>) => Promise<T>) => t.db.transaction().execute(step);

/** The refusal's message key, or null when the step went through. */
const refusal = (step: Promise<unknown>) =>
  step.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.key : String(error)),
  );

const companyRow = (id: number) =>
  t.db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The live sessions of a company's accounts. */
const liveSessions = async (companyId: number) =>
  Number(
    (
      await t.db
        .selectFrom('session')
        .innerJoin('account', 'account.id', 'session.account_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account.company_id', '=', companyId)
        .where('session.revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A demo staff member as the console's actor. */
async function staffMember(username: string, roles: StaffActor['roles']): Promise<StaffActor> {
  const { id } = await t.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { staffId: id, name: username, roles, sessionId: null };
}

describe("the company's executor", () => {
  it('moves only as the table says, from the state read, ending sessions on a block, with its audit row', async () => {
    const { companyId } = await freshCompany(t);
    const read = await companyRow(companyId);
    const now = t.clock.now();
    const move = (action: Parameters<typeof moveCompany>[2], from = read) =>
      inTransaction((trx) => moveCompany(trx, from, action, COMMAND_LINE, { reason: 'why', now }));

    const refused = await move('unblock').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ key: 'actionNotAllowed', data: read });
    expect(await liveSessions(companyId)).toBe(1);

    expect(await move('block')).toBe(true);
    expect(await companyRow(companyId)).toMatchObject({ status: 'blocked', blocked_at: now });
    expect(await liveSessions(companyId)).toBe(0);
    const audits = await t.audits('company', companyId);
    expect(audits.map((row) => [row.action, row.actor, row.before_json, row.after_json, row.reason])).toEqual([
      ['company.block', 'command line', '{"status":"approved"}', '{"status":"blocked"}', 'why'],
    ]);

    // The same read again: the company moved since, so nothing is written.
    expect(await move('block')).toBe(false);
    expect(await t.audits('company', companyId)).toHaveLength(1);

    expect(await move('unblock', await companyRow(companyId))).toBe(true);
    expect(await companyRow(companyId)).toMatchObject({ status: 'approved', blocked_at: null });
  });

  it('holds a company for the credit ledger without changing it', async () => {
    const { companyId } = await freshCompany(t);
    const before = await companyRow(companyId);
    await inTransaction((trx) => holdCompany(trx, companyId));
    expect(await companyRow(companyId)).toEqual(before);
  });
});

describe("the certification's executor", () => {
  it("refuses the company's edit of a waiting record, and a staff step on another's claim", async () => {
    const { id, token } = await s.appliedRecord('等待审核测试有限公司');
    const read = (await certificationWithCompany(t.db, { id }))!;
    const caller: Caller = await t.backend.services.sessions.resolve(token);
    const now = t.clock.now();
    const move = (...[read, action, by, step]: Tail<Parameters<typeof moveCertification>>) =>
      inTransaction((trx) => moveCertification(trx, read, action, by, step));

    expect(await refusal(move(read, 'edit', { company: caller }, { set: { name: 'x' }, now }))).toBe(
      'certificationNotEditable',
    );
    expect(await refusal(move(read, 'approve', { staff: COMMAND_LINE }, { now }))).toBe('actionNotAllowed');

    const service = await staffMember('staff_service', ['service']);
    expect(await move(read, 'claim', { staff: service }, { now })).toBe(true);
    expect(await s.stored(id)).toMatchObject({
      cert_status: CertificationStatus.inCertification,
      claimed_by: service.staffId,
    });
    const claimed = { ...(await certificationWithCompany(t.db, { id }))!, claimant: service.name };
    const other = { ...service, staffId: service.staffId! + 1000, name: 'someone else' };
    expect(await refusal(move(claimed, 'reject', { staff: other }, { reason: 'no', now }))).toBe(
      'certificationClaimedByOther',
    );
    // The read before the claim: the record moved since, so nothing is written.
    expect(await move(read, 'claim', { staff: service }, { now })).toBe(false);
    expect(await t.audits('certification', id)).toHaveLength(1);
  });

  it('approving certifies the company under the certified name, in the same step', async () => {
    const { id, companyId } = await s.appliedRecord('核准更名测试有限公司');
    const registered = (await companyRow(companyId)).name;
    const now = t.clock.now();
    const step = async (action: 'claim' | 'approve') => {
      const read = (await certificationWithCompany(t.db, { id }))!;
      return inTransaction((trx) => moveCertification(trx, read, action, { staff: COMMAND_LINE }, { now }));
    };
    expect(await step('claim')).toBe(true);
    expect(await step('approve')).toBe(true);
    expect(await s.stored(id)).toMatchObject({ cert_status: CertificationStatus.passed, checked_at: now });
    expect(await companyRow(companyId)).toMatchObject({ name: '核准更名测试有限公司', certified_at: now });
    const approved = (await t.audits('certification', id, 'certification.approve'))[0]!;
    expect(JSON.parse(approved.before_json!)).toEqual({ certStatus: 1, company: registered });
    expect(JSON.parse(approved.after_json!)).toEqual({ certStatus: 2, company: '核准更名测试有限公司' });
  });
});

describe("a sub-account's rows", () => {
  it("are changed and deleted only while live and the company's, never its main account", async () => {
    const { companyId } = await freshCompany(t);
    const main = await t.db
      .selectFrom('account')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    const now = t.clock.now();
    const change = {
      username: main.username,
      account_type: CustomerAccountType.purchaser,
      linkman: '改',
      mobile: main.mobile,
      email: main.email,
    };
    expect(await inTransaction((trx) => changeSubAccount(trx, { companyId, id: main.id }, change, now))).toBe(false);
    expect(await inTransaction((trx) => deleteSubAccount(trx, { companyId, id: main.id }, main, now))).toBe(false);
    expect(await t.db.selectFrom('account').selectAll().where('id', '=', main.id).executeTakeFirst()).toEqual(main);

    // A purchaser of the company: a new password ends its sessions; deleting it frees its username and mobile.
    const values = { ...change, username: `buyer_${companyId}`, mobile: `1380${String(companyId).padStart(7, '0')}` };
    const password = await hashPassword('Buyer12345');
    const id = await insertAccount(t.db, {
      ...values,
      company_id: companyId,
      password_hash: password,
      created_at: now,
    });
    await t.login(values.username, 'Buyer12345');
    const key = { companyId, id };
    const renamed = { ...values, linkman: '新', password_hash: await hashPassword('Other12345') };
    expect(await inTransaction((trx) => changeSubAccount(trx, { companyId: companyId + 1000, id }, renamed, now))).toBe(
      false,
    );
    expect(await liveSessions(companyId)).toBe(2);
    expect(await inTransaction((trx) => changeSubAccount(trx, key, renamed, now))).toBe(true);
    expect(await liveSessions(companyId)).toBe(1);
    await t.login(values.username, 'Other12345');
    expect(await inTransaction((trx) => deleteSubAccount(trx, key, values, now))).toBe(true);
    expect(await liveSessions(companyId)).toBe(1);
    expect(await t.db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      linkman: '新',
      username: `${values.username}#${id}`,
      mobile: `${values.mobile}#${id}`,
      deleted_at: now,
    });
    expect(await inTransaction((trx) => deleteSubAccount(trx, key, values, now))).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import { signBody } from '../../backend/areas/contracts/provider.service.ts';
import { creditOf } from '../../backend/areas/credit/credit-ledger.ts';
import { contractDraftSchema } from '../../common/areas/contracts/contract.ts';
import { Code } from '../../common/envelope.ts';
import type { Envelope } from '../../common/envelope.ts';
import { message } from '../../common/messages.ts';
import { shanghaiDate } from '../../common/time.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * An e-signing provider's callback (docs/decisions/0017): believed only with the right
 * signature, for a contract that waits, about the document frozen when it was sent; it then signs
 * (signature page, credit granted) or refuses, once. Without a secret the endpoint does not exist.
 */
const SECRET = 'provider-shared-secret-0123456789';
let t: TestBackend;
let plain: TestBackend;
let companyId: number;

async function post(backend: TestBackend, body: string, signature?: string) {
  const response = await backend.backend.app.fetch(
    new Request('http://backend.test/rest/signing/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
      body,
    }),
  );
  return (await response.json()) as Envelope<{ contractNo: string; status: number }>;
}

/** A contract drafted for the company and sent (its PDF drawn, its hash frozen), as the console does. */
async function sent(credit: string) {
  const service = t.backend.services.contractConsole;
  const draft = await service.draft(
    COMMAND_LINE,
    contractDraftSchema().parse({
      companyId,
      contractName: '电子签约测试合同',
      mainCharge: '李四',
      subCharge: '王经理',
      contractType: 2,
      creditAmount: credit,
      accountPeriod: 30,
      signDate: '2026-11-01',
      endDate: '2027-10-31',
    }),
  );
  return service.act(COMMAND_LINE, draft.id, 'send');
}

beforeAll(async () => {
  t = await startBackend({ env: { SIGNING_CALLBACK_SECRET: SECRET, SIGNING_PROVIDER: 'esign' } });
  plain = await startBackend();
  const other = await t.db
    .selectFrom('account')
    .select('company_id')
    .where('username', '=', 'other')
    .executeTakeFirstOrThrow();
  companyId = other.company_id;
});

afterAll(async () => {
  await t?.close();
  await plain?.close();
});

describe('rest/signing/callback', () => {
  it('does not exist without a secret', async () => {
    const body = JSON.stringify({ event: 'signed' });
    expect((await post(plain, body, signBody(SECRET, body))).code).toBe(Code.notFound);
  });

  it('believes a signed event only with the right signature and hash, then signs once and grants the credit', async () => {
    const contract = await sent('150000');
    const event = {
      event: 'signed',
      contractNo: contract.contractNo,
      documentSha256: contract.record.documentHash,
      signer: { name: '李四', mobile: '13900000000' },
    };
    const body = JSON.stringify(event);
    expect((await post(t, body)).code).toBe(Code.tokenInvalid);
    expect((await post(t, body, signBody('another-secret-0123456789', body))).code).toBe(Code.tokenInvalid);
    const tampered = JSON.stringify({ ...event, documentSha256: 'a'.repeat(64) });
    expect(await post(t, tampered, signBody(SECRET, tampered))).toMatchObject({ code: Code.refused });
    expect(
      (await t.db.selectFrom('contract').select('status').where('id', '=', contract.id).executeTakeFirstOrThrow())
        .status,
    ).toBe(1);

    const signed = await post(t, body, signBody(SECRET, body));
    expect(signed).toMatchObject({ code: 0, data: { contractNo: contract.contractNo, status: 3 } });
    const row = await t.db.selectFrom('contract').selectAll().where('id', '=', contract.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ signer_name: '李四', signer_address: 'provider:esign', signed_by: null });
    expect(row.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Number((await creditOf(t.db, companyId)).limit)).toBe(150_000 * 10_000);
    // A replay changes nothing.
    expect((await post(t, body, signBody(SECRET, body))).code).toBe(Code.conflict);
    const grants = await t.db
      .selectFrom('credit_entry')
      .select('id')
      .where('kind', '=', 'grant')
      .where('ref_id', '=', contract.id)
      .execute();
    expect(grants).toHaveLength(1);
  });

  it('does not sign a contract whose end date has passed: refused, and nothing changes', async () => {
    const contract = await sent('80000');
    const yesterday = shanghaiDate(t.clock.now() - 86_400_000);
    await t.db.updateTable('contract').set({ end_date: yesterday }).where('id', '=', contract.id).execute();
    const row = () => t.db.selectFrom('contract').selectAll().where('id', '=', contract.id).executeTakeFirstOrThrow();
    const ledger = () => t.db.selectFrom('credit_entry').selectAll().where('company_id', '=', companyId).execute();
    const before = { row: await row(), ledger: await ledger(), credit: await creditOf(t.db, companyId) };
    const body = JSON.stringify({
      event: 'signed',
      contractNo: contract.contractNo,
      documentSha256: contract.record.documentHash,
      signer: { name: '李四', mobile: '13900000000' },
    });
    t.clock.advance(1000);
    expect(await post(t, body, signBody(SECRET, body))).toMatchObject({
      code: Code.refused,
      msg: message('zh-CN', 'contractEnded'),
    });
    expect({ row: await row(), ledger: await ledger(), credit: await creditOf(t.db, companyId) }).toEqual(before);
    expect(before.row).toMatchObject({ status: 1, signed_path: null, signed_at: null });
  });

  it('refuses with the provider’s reason', async () => {
    const contract = await sent('90000');
    const body = JSON.stringify({
      event: 'refused',
      contractNo: contract.contractNo,
      documentSha256: contract.record.documentHash,
      reason: '付款条件需再商议',
    });
    expect(await post(t, body, signBody(SECRET, body))).toMatchObject({ code: 0, data: { status: 5 } });
    const row = await t.db.selectFrom('contract').selectAll().where('id', '=', contract.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 5, refuse_reason: '付款条件需再商议' });
    const unknown = JSON.stringify({
      event: 'refused',
      contractNo: 'HT0',
      documentSha256: 'b'.repeat(64),
      reason: 'x',
    });
    expect((await post(t, unknown, signBody(SECRET, unknown))).code).toBe(Code.notFound);
  });
});

import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { ContractRecord, CreditSummary } from '../../common/areas/contracts/contract.ts';
import type { ConsoleContractDetail } from '../../common/areas/contracts/console.ts';
import type { Envelope } from '../../common/envelope.ts';
import type { TestBackend } from './harness.ts';

/**
 * Contracts and credit as the console and the buyer's screens call them, for the
 * contract and credit tests: staff draft and step a contract (each step from the version it saw,
 * a second after the last change, so versions differ), the main account asks for its signing
 * code and signs, documents are fetched as bytes, and the credit is read as the buyer reads it.
 */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const DEMO_MOBILE = '13800000000';

/** A draft's form as the console posts it (amounts in yuan); contracts end well after the tests' today. */
export const draftForm = (companyId: number, overrides: Record<string, unknown> = {}) => ({
  companyId,
  contractName: '2027年度账期采购协议',
  mainCharge: '张三',
  subCharge: '王经理',
  contractType: 2,
  contractAmount: '1000000',
  retentionAmount: '50000',
  creditAmount: '150000',
  accountPeriod: 45,
  signDate: '2026-11-22',
  endDate: '2027-12-31',
  terms: '每月5日前对账，验收合格后入账。',
  ...overrides,
});

/** What a document route answered: the file, or the envelope of a refusal. */
export interface DocumentReply {
  bytes?: Uint8Array;
  type: string;
  disposition: string;
  envelope?: Envelope;
}

export function contractSteps(t: TestBackend) {
  const row = (id: number) => t.db.selectFrom('contract').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const staffGet = <T = ConsoleContractDetail>(token: string, path: string, query?: Record<string, string>) =>
    t.call<T>('GET', `/rest/staff/contracts${path}`, { token, query });
  const staffPost = <T = ConsoleContractDetail>(token: string, path: string, body: Record<string, unknown> = {}) =>
    t.call<T>('POST', `/rest/staff/contracts${path}`, { token, body, json: true });

  /** A staff step on the version the member saw: the row's updated_at, a second before the step. */
  async function step(token: string, id: number, action: string, body: Record<string, unknown> = {}) {
    const seen = String((await row(id)).updated_at);
    t.clock.advance(1000);
    return staffPost(token, `/${id}/${action}`, { seen, ...body });
  }

  async function drafted(token: string, form: Record<string, unknown>) {
    t.clock.advance(1000);
    const reply = await staffPost(token, '/add', form);
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  async function sent(token: string, form: Record<string, unknown>) {
    const draft = await drafted(token, form);
    const reply = await step(token, draft.id, 'send');
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  const buyerGet = <T = ContractRecord>(token: string, path: string, query?: Record<string, string>) =>
    t.call<T>('GET', `/rest/contract${path}`, { token, query });
  const buyerPost = <T = ContractRecord>(token: string, path: string, body: Record<string, unknown> = {}) =>
    t.call<T>('POST', `/rest/contract${path}`, { token, body });

  /** Asks for the signing code a minute after the last one (the resend limit); answers the code texted. */
  async function signingCode(token: string, id: number, mobile: string) {
    t.clock.advance(61_000);
    const reply = await buyerPost(token, `/signCode/${id}`);
    expect(reply.code, reply.msg).toBe(0);
    return t.latestCode(mobile);
  }

  async function signed(token: string, id: number, mobile: string) {
    const code = await signingCode(token, id, mobile);
    const reply = await buyerPost(token, `/sign/${id}`, { agree: 'on', code });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  /** A document route (buyer's or staff's), answered as bytes or as a refusal's envelope. */
  async function document(path: string, token?: string): Promise<DocumentReply> {
    const url = new URL(path, 'http://backend.test');
    if (token) url.searchParams.set('token', token);
    const response = await t.backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
    expect(response.status).toBe(200);
    const type = response.headers.get('content-type') ?? '';
    const disposition = response.headers.get('content-disposition') ?? '';
    if (type.startsWith('application/pdf'))
      return { bytes: new Uint8Array(await response.arrayBuffer()), type, disposition };
    return { type, disposition, envelope: (await response.json()) as Envelope };
  }

  const ledger = (companyId: number) =>
    t.db.selectFrom('credit_entry').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

  async function creditSummary(token: string, query: Record<string, string> = {}) {
    const reply = await t.call<CreditSummary>('GET', '/rest/customer/credit', { token, query });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  /** The buyer's header numbers (rest/customer/info). */
  async function info(token: string) {
    const reply = await t.call<{ quota: number; creditLimit: number; usedQuota: number }>(
      'GET',
      '/rest/customer/info',
      { token },
    );
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  const audits = (id: number, action?: string) => t.audits('contract', id, action);

  return {
    row,
    staffGet,
    staffPost,
    step,
    drafted,
    sent,
    buyerGet,
    buyerPost,
    signingCode,
    signed,
    document,
    ledger,
    creditSummary,
    info,
    audits,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysInclusive, type ContractRecord } from '../../common/areas/contracts/contract.ts';
import type { ConsoleContract, ConsoleContractDetail } from '../../common/areas/contracts/console.ts';
import { contractTransitions } from '../../common/areas/contracts/transitions.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import type { StaffInfo } from '../../common/areas/staff/staff.ts';
import { creditOf } from '../../backend/areas/credit/credit-ledger.ts';
import { companyOf } from './company-of.ts';
import { contractSteps, DEMO_MOBILE, draftForm, sha256 } from './contract-steps.ts';
import { OTHER_MOBILE } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { pdfText } from './pdf-text.ts';

/**
 * Contracts through the REST contract: staff draft (validated, nothing written when
 * refused), edit, approve a large credit (a second finance member), send (the PDF drawn, its
 * SHA-256 frozen, the company texted), recall, revise and preserve; the main account lists,
 * reads, asks for its signing code, signs (the credit becomes the limit) or refuses; every other
 * step in every state is 10060; other companies, drafts and sub-accounts see nothing; the daily
 * job's reminders and expiry; and the races of sending and signing. The credit ledger's own
 * tests are in credit.test.ts.
 */
let t: TestBackend;
let c: ReturnType<typeof contractSteps>;
const buyers: Record<'demo' | 'approver' | 'buyer' | 'other', string> = {
  demo: '',
  approver: '',
  buyer: '',
  other: '',
};
const staff: Record<string, string> = {};
let demoCompany: number;
let otherCompany: number;
/** The demo contract drafted, sent and signed in 'sending and signing'; later preserved. */
let flowId: number;

const SHOP = '采购商城（上海）供应链管理有限公司';
/** What the shop says, in its language (the texts are the messages' own, checked by their keys). */
const say = (key: MessageKey, params: MessageParams = {}) => message('zh-CN', key, params);
const limitOf = async (companyId: number) => Number((await creditOf(t.db, companyId)).limit);
const smsTo = (mobile: string) => t.texts(mobile);
/** The credit of the company's newest signed (or preserved) contract: what its limit should be. */
const grantingCredit = async (companyId: number) => {
  const row = await t.db
    .selectFrom('contract')
    .select('credit_amount')
    .where('company_id', '=', companyId)
    .where('status', 'in', [3, 6])
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return Number(row?.credit_amount ?? 0);
};

beforeAll(async () => {
  t = await startBackend();
  c = contractSteps(t);
  buyers.demo = await t.buyerToken('demo');
  buyers.approver = await t.buyerToken('demo_approver');
  buyers.buyer = await t.buyerToken('demo_buyer');
  buyers.other = await t.buyerToken('other');
  demoCompany = await companyOf(t, 'demo');
  otherCompany = await companyOf(t, 'other');
  for (const role of ['admin', 'service', 'finance', 'warehouse', 'viewer']) staff[role] = await t.staffToken(role);
  // A second finance member, opened by the admin as the console does.
  const added = await t.call<StaffInfo>('POST', '/rest/staff/staff/add', {
    token: staff.admin,
    body: {
      username: 'staff_finance2',
      name: '财务小周',
      mobile: '13900000110',
      password: 'Finance1234',
      roles: ['finance'],
    },
  });
  expect(added.code, added.msg).toBe(0);
  staff.finance2 = await t.staffToken('finance2', 'Finance1234');
});
afterAll(() => t.close());

describe("the demo companies' contracts", () => {
  it('lists each company its own signed contract, whose document is the signed one', async () => {
    const demo = await c.buyerGet<Page<ContractRecord>>(buyers.demo, '/page');
    expect(demo.code, demo.msg).toBe(0);
    expect(demo.data.total).toBe(1);
    const row = await t.db
      .selectFrom('contract')
      .selectAll()
      .where('company_id', '=', demoCompany)
      .executeTakeFirstOrThrow();
    expect(demo.data.list[0]).toMatchObject({
      id: row.id,
      contractNo: 'HT2025121200001',
      contractName: '示例科技有限公司年度采购框架协议',
      signMain: '示例科技有限公司',
      signSub: SHOP,
      status: 3,
      creditAmount: 500000,
      contractAmount: 2000000,
      signerName: '张三',
      documentHash: row.document_sha256,
      actions: [],
    });
    const other = await c.buyerGet<Page<ContractRecord>>(buyers.other, '/page');
    expect(other.data.list.map((each) => [each.contractNo, each.status, each.creditAmount])).toEqual([
      ['HT2025121200002', 3, 200000],
    ]);

    const document = await c.document(`/rest/contract/document/${row.id}`, buyers.demo);
    expect(document.type).toBe('application/pdf');
    expect(document.disposition).toContain('HT2025121200001.pdf');
    expect(sha256(document.bytes!)).toBe(row.signed_sha256);
    const text = pdfText(document.bytes!);
    expect(text).toContain('甲方：示例科技有限公司（甲方负责人：张三）');
    expect(text).toContain('签署页');
    expect(text).toContain(row.document_sha256!);
    // The file as sent still has its frozen hash.
    expect(sha256((await t.backend.deps.files.open(row.document_path!))!)).toBe(row.document_sha256);
  });
});

describe('drafting (staff)', () => {
  it('refuses an invalid draft with 10001 and its first rule, writing nothing', async () => {
    const before = { contracts: await t.count('contract'), audits: await t.count('audit_log') };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ signDate: '2027-01-01', endDate: '2026-12-31' }, say('contractEndBeforeSign')],
      [{ signDate: '2027-01-01', endDate: '2027-01-01' }, say('contractEndBeforeSign')],
      [{ accountPeriod: 0 }, say('contractPeriodRange', { max: 180 })],
      [{ accountPeriod: 181 }, say('contractPeriodRange', { max: 180 })],
      [{ accountPeriod: 1.5 }, say('contractPeriodRange', { max: 180 })],
      [{ contractAmount: '100', retentionAmount: '100.01' }, say('contractRetentionTooHigh')],
      [{ creditAmount: undefined }, /授信额度/],
      [{ creditAmount: '' }, /授信额度/],
      [{ creditAmount: '-1' }, /授信额度/],
      [{ creditAmount: '1.001' }, /授信额度/],
      [{ mainCharge: 'Zhang' }, /甲方负责人/],
      [{ contractName: '' }, /合同名称/],
      [{ signDate: '2026-02-30' }, /签订日期/],
      [{ contractType: 9 }, /合同类型/],
    ];
    for (const [change, msg] of cases) {
      const reply = await c.staffPost(staff.service!, '/add', draftForm(demoCompany, change));
      expect(reply.code, JSON.stringify(change)).toBe(Code.invalid);
      expect(reply.msg, JSON.stringify(change)).toMatch(msg);
    }
    expect(await t.count('contract')).toBe(before.contracts);
    expect(await t.count('audit_log')).toBe(before.audits);

    expect((await c.staffPost(staff.service!, '/add', draftForm(2_000_000))).code).toBe(Code.notFound);
    const { id: pending } = await t.db
      .insertInto('company')
      .values({
        name: '待审核合同测试有限公司',
        linkman: '孙七',
        mobile: '13600000999',
        email: 'pending-contract@example.com',
        status: 'pending',
        created_at: t.clock.now(),
        vetted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await c.staffPost(staff.service!, '/add', draftForm(pending))).toMatchObject({
      code: Code.refused,
      msg: say('contractCompanyNotApproved'),
    });
    const parties = await c.staffGet<{ id: number; name: string }[]>(staff.service!, '/parties');
    expect(parties.data.map((party) => party.id)).toEqual(expect.arrayContaining([demoCompany, otherCompany]));
    expect(parties.data.map((party) => party.id)).not.toContain(pending);
    expect(
      (await c.staffGet<{ id: number }[]>(staff.service!, '/parties', { q: '另一' })).data.map((party) => party.id),
    ).toEqual([otherCompany]);
    // Companies may share a name: the clerk finds one by its main account's username or mobile.
    for (const q of ['other', OTHER_MOBILE]) {
      expect(
        (await c.staffGet<{ id: number }[]>(staff.service!, '/parties', { q })).data.map((party) => party.id),
      ).toEqual([otherCompany]);
    }
    expect(await t.count('contract')).toBe(before.contracts);
  });

  it('lets service and finance draft, not the warehouse or a viewer; a draft is numbered and the buyer cannot see it', async () => {
    for (const role of ['warehouse', 'viewer']) {
      expect((await c.staffPost(staff[role]!, '/add', draftForm(demoCompany))).code).toBe(Code.roleNotAllowed);
      expect((await c.staffGet(staff[role]!, '/parties')).code).toBe(Code.roleNotAllowed);
    }
    const draft = await c.drafted(staff.service!, draftForm(demoCompany));
    expect(draft).toMatchObject({
      companyId: demoCompany,
      company: '示例科技有限公司',
      status: 0,
      creditAmount: 150000,
      awaitingApproval: false,
      draftedBy: 'staff_service',
      approvedBy: null,
      actions: ['edit', 'send'],
      record: {
        signMain: '示例科技有限公司',
        mainCharge: '张三',
        signSub: SHOP,
        subCharge: '王经理',
        contractType: 2,
        contractAmount: 1000000,
        retentionAmount: 50000,
        accountPeriod: 45,
        contractLife: daysInclusive('2026-11-22', '2027-12-31'),
        documentHash: null,
        sentDate: null,
      },
    });
    expect(draft.contractNo).toMatch(/^HT20261122\d{5}$/);
    expect(await c.row(draft.id)).toMatchObject({ credit_amount: 150000 * 10_000, contract_amount: 1000000 * 10_000 });
    expect(await c.audits(draft.id)).toMatchObject([{ action: 'contract.draft', actor: 'staff_service' }]);
    // Staff (a viewer too) find it; the company does not, nor its document.
    const listed = await c.staffGet<Page<ConsoleContract>>(staff.viewer!, '', { q: draft.contractNo });
    expect(listed.data.list.map((each) => each.id)).toEqual([draft.id]);
    expect((await c.staffGet(staff.viewer!, `/${draft.id}`)).data.id).toBe(draft.id);
    expect((await c.buyerGet(buyers.demo, `/${draft.id}`)).code).toBe(Code.notFound);
    expect(
      (await c.buyerGet<Page<ContractRecord>>(buyers.demo, '/page')).data.list.map((each) => each.id),
    ).not.toContain(draft.id);
    expect((await c.document(`/rest/staff/contracts/${draft.id}/document`, staff.service)).envelope?.code).toBe(
      Code.notFound,
    );
  });

  it('edits a draft from the version seen; a stale version is 10060 and changes nothing', async () => {
    const draft = await c.drafted(staff.finance!, draftForm(demoCompany));
    const seen = String(draft.version);
    t.clock.advance(1000);
    const edited = await c.staffPost(staff.finance!, `/${draft.id}/edit`, {
      ...draftForm(demoCompany, { contractName: '2027年度框架协议（修订）', creditAmount: '160000' }),
      seen,
    });
    expect(edited).toMatchObject({ code: 0, msg: say('contractDrafted') });
    expect(edited.data).toMatchObject({ contractName: '2027年度框架协议（修订）', creditAmount: 160000 });
    const after = await c.row(draft.id);
    const stale = await c.staffPost(staff.service!, `/${draft.id}/edit`, {
      ...draftForm(demoCompany, { contractName: '别人的改动' }),
      seen,
    });
    expect(stale).toMatchObject({
      code: Code.conflict,
      msg: say('handledByOther'),
      data: { contractName: '2027年度框架协议（修订）' },
    });
    expect(await c.row(draft.id)).toEqual(after);
    expect((await c.audits(draft.id)).map((row) => row.action)).toEqual(['contract.draft', 'contract.edit']);
    // An invalid edit writes nothing either.
    const invalid = await c.staffPost(staff.finance!, `/${draft.id}/edit`, {
      ...draftForm(demoCompany, { accountPeriod: 0 }),
      seen: String(after.updated_at),
    });
    expect(invalid.code).toBe(Code.invalid);
    expect(await c.row(draft.id)).toEqual(after);
  });
});

describe('sending and signing', () => {
  it('sends: the PDF drawn and its SHA-256 frozen, the main account texted, the step audited', async () => {
    const draft = await c.drafted(staff.service!, draftForm(demoCompany));
    flowId = draft.id;
    const reply = await c.step(staff.service!, flowId, 'send');
    expect(reply).toMatchObject({
      code: 0,
      msg: say('contractSent'),
      data: { status: 1, actions: ['recall'] },
    });
    const row = await c.row(flowId);
    expect(row.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.data.record.documentHash).toBe(row.document_sha256);
    expect(reply.data.record.sentDate).not.toBeNull();

    const fromStaff = await c.document(`/rest/staff/contracts/${flowId}/document`, staff.viewer);
    const fromBuyer = await c.document(`/rest/contract/document/${flowId}`, buyers.demo);
    for (const document of [fromStaff, fromBuyer]) {
      expect(document.type).toBe('application/pdf');
      expect(sha256(document.bytes!)).toBe(row.document_sha256);
    }
    const bytes = fromBuyer.bytes!;
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    const text = pdfText(bytes);
    expect(text).toContain('甲方：示例科技有限公司（甲方负责人：张三）');
    expect(text).toContain(`乙方：${SHOP}（乙方负责人：王经理）`);
    expect(text).toContain(`合同编号：${draft.contractNo}`);
    expect(text).toContain('授信额度（元）：150000.00 元');
    expect(text).not.toContain('签署页');

    expect((await smsTo(DEMO_MOBILE)).at(-1)).toBe(
      say('smsContractSentText', {
        company: '示例科技有限公司',
        name: '2027年度账期采购协议',
        no: draft.contractNo,
      }),
    );
    expect(await c.audits(flowId, 'contract.send')).toHaveLength(1);
  });

  it('shows the buyer its sent contract: the list and its search, one contract, and the links to signing and the document', async () => {
    const row = await c.row(flowId);
    const page = await c.buyerGet<Page<ContractRecord>>(buyers.demo, '/page');
    expect(page.data.list[0]).toMatchObject({ id: flowId, status: 1, actions: ['startSigning', 'refuse'] });
    const search = async (query: Record<string, string>) =>
      (await c.buyerGet<Page<ContractRecord>>(buyers.demo, '/page', query)).data.list.map((each) => each.id);
    expect(await search({ q: row.contract_no })).toEqual([flowId]);
    expect(await search({ q: '账期采购' })).toContain(flowId);
    expect(await search({ q: '没有这个合同' })).toEqual([]);
    expect(await search({ status: '1' })).toContain(flowId);
    expect(await search({ status: '3' })).not.toContain(flowId);
    expect(await search({ page: '2', limit: '1' })).toHaveLength(1);

    const info = await c.buyerGet(buyers.demo, `/${flowId}`);
    expect(info).toMatchObject({
      code: 0,
      data: { id: flowId, contractNo: row.contract_no, status: 1, creditAmount: 150000 },
    });
    expect(await c.buyerGet<string>(buyers.demo, `/signLink/${flowId}`)).toMatchObject({
      code: 0,
      data: `/userCenter/contract/sign/${flowId}`,
    });
    expect(await c.buyerGet<string>(buyers.demo, `/signInfo/${flowId}`)).toMatchObject({
      code: 0,
      data: `/userCenter/contract/document/${flowId}`,
    });
  });

  it('signs with the code texted to the main mobile and the tick; the credit becomes the limit', async () => {
    const row = await c.row(flowId);
    t.clock.advance(61_000);
    const asked = await c.buyerPost(buyers.demo, `/signCode/${flowId}`);
    expect(asked).toMatchObject({
      code: 0,
      msg: say('contractCodeSent'),
      data: { status: 2, actions: ['startSigning', 'sign', 'refuse'] },
    });
    const first = await t.latestCode(DEMO_MOBILE);
    expect((await smsTo(DEMO_MOBILE)).at(-1)).toBe(
      say('smsContractSignCodeText', { no: row.contract_no, code: first }),
    );
    // A new code within the minute is refused; after it, the newest code counts (still 2).
    expect((await c.buyerPost(buyers.demo, `/signCode/${flowId}`)).code).toBe(Code.tooManyRequests);
    const code = await c.signingCode(buyers.demo, flowId, DEMO_MOBILE);
    expect((await c.row(flowId)).status).toBe(2);

    const grants = () => c.ledger(demoCompany).then((rows) => rows.filter((each) => each.kind === 'grant'));
    const grantsBefore = (await grants()).length;
    const limitBefore = await limitOf(demoCompany);
    expect(await c.buyerPost(buyers.demo, `/sign/${flowId}`, { code })).toMatchObject({
      code: Code.invalid,
      msg: say('contractAgreeMissing'),
    });
    expect((await c.buyerPost(buyers.demo, `/sign/${flowId}`, { agree: 'no', code })).code).toBe(Code.invalid);
    expect((await c.buyerPost(buyers.demo, `/sign/${flowId}`, { agree: 'on' })).code).toBe(Code.invalid);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await c.buyerPost(buyers.demo, `/sign/${flowId}`, { agree: 'on', code: wrong })).toMatchObject({
      code: Code.refused,
      msg: say('codeWrong'),
    });
    expect(await c.buyerPost(buyers.demo, `/sign/${flowId}`, { agree: 'on', code: first })).toMatchObject({
      code: Code.refused,
    });
    expect((await c.row(flowId)).status).toBe(2);
    expect(await grants()).toHaveLength(grantsBefore);

    const signed = await c.buyerPost(buyers.demo, `/sign/${flowId}`, { agree: 'on', code });
    expect(signed).toMatchObject({
      code: 0,
      msg: say('contractSigned'),
      data: { status: 3, signerName: '张三', actions: [] },
    });
    expect(signed.data.signedDate).not.toBeNull();
    const after = await c.row(flowId);
    expect(after).toMatchObject({ status: 3, signer_mobile: DEMO_MOBILE, signer_name: '张三' });

    // The limit is the new contract's credit, written as the difference.
    const newGrants = await grants();
    expect(newGrants).toHaveLength(grantsBefore + 1);
    expect(newGrants.at(-1)).toMatchObject({
      ref_id: flowId,
      limit_change: 150000 * 10_000 - limitBefore,
      used_change: 0,
    });
    expect(await limitOf(demoCompany)).toBe(150000 * 10_000);
    const header = await c.info(buyers.demo);
    expect(header.creditLimit).toBe(150000);
    expect(header.quota).toBe(Math.max(0, 150000 - header.usedQuota));

    // The document is now the signed one: a signature page over the frozen hash.
    const document = await c.document(`/rest/contract/document/${flowId}`, buyers.demo);
    expect(sha256(document.bytes!)).toBe(after.signed_sha256);
    expect(after.signed_sha256).not.toBe(after.document_sha256);
    const sent = (await t.backend.deps.files.open(after.document_path!))!;
    expect(sha256(sent)).toBe(after.document_sha256);
    expect(document.bytes!.length).toBeGreaterThan(sent.length);
    const text = pdfText(document.bytes!);
    expect(text).toContain('签署页');
    expect(text).toContain('签署人：张三（138****0000）');
    expect(text).toContain(after.document_sha256!);
    expect(text).toContain('甲方：示例科技有限公司（甲方负责人：张三）');
    const onConsole = await c.staffGet(staff.finance!, `/${flowId}`);
    expect(onConsole.data).toMatchObject({
      status: 3,
      signedHash: after.signed_sha256,
      signerMobile: DEMO_MOBILE,
      actions: ['preserve'],
    });
    expect(onConsole.data.daysLeft).toBe(daysInclusive('2026-11-22', '2027-12-31') - 1);

    // Signed once: neither a second signing nor a new code.
    const texts = (await smsTo(DEMO_MOBILE)).length;
    t.clock.advance(61_000);
    expect((await c.buyerPost(buyers.demo, `/sign/${flowId}`, { agree: 'on', code })).code).toBe(Code.conflict);
    expect((await c.buyerPost(buyers.demo, `/signCode/${flowId}`)).code).toBe(Code.conflict);
    expect(await smsTo(DEMO_MOBILE)).toHaveLength(texts);
    expect(await grants()).toHaveLength(grantsBefore + 1);
  });

  it('refuses to sign when the file on record no longer has its frozen hash, using no code', async () => {
    const contract = await c.sent(staff.service!, draftForm(otherCompany, { mainCharge: '李四' }));
    const code = await c.signingCode(buyers.other, contract.id, OTHER_MOBILE);
    const row = await c.row(contract.id);
    const original = (await t.backend.deps.files.open(row.document_path!))!;
    await t.backend.deps.files.put(row.document_path!, Buffer.concat([original, Buffer.from('\n%tampered')]));
    expect(await c.buyerPost(buyers.other, `/sign/${contract.id}`, { agree: 'on', code })).toMatchObject({
      code: Code.refused,
      msg: say('contractHashMismatch'),
    });
    expect((await c.row(contract.id)).status).toBe(2);
    await t.backend.deps.files.put(row.document_path!, original);
    expect((await c.buyerPost(buyers.other, `/sign/${contract.id}`, { agree: 'on', code })).code).toBe(0);
  });
});

describe('refusing, recalling, revising and preserving', () => {
  it('refuses with a reason (1 → 5); staff revise it (5 → 0), change it and send it again', async () => {
    const contract = await c.sent(staff.service!, draftForm(demoCompany));
    expect(await c.buyerPost(buyers.demo, `/refuse/${contract.id}`, {})).toMatchObject({ code: Code.invalid });
    expect((await c.buyerPost(buyers.demo, `/refuse/${contract.id}`, { reason: '   ' })).code).toBe(Code.invalid);
    expect((await c.buyerPost(buyers.demo, `/refuse/${contract.id}`, { reason: '长'.repeat(201) })).code).toBe(
      Code.invalid,
    );
    const refused = await c.buyerPost(buyers.demo, `/refuse/${contract.id}`, { reason: '账期请改为60天' });
    expect(refused).toMatchObject({
      code: 0,
      msg: say('contractRefused'),
      data: { status: 5, refuseReason: '账期请改为60天', actions: [] },
    });
    expect((await c.buyerPost(buyers.demo, `/refuse/${contract.id}`, { reason: '再拒' })).code).toBe(Code.conflict);
    const onConsole = await c.staffGet(staff.service!, `/${contract.id}`);
    expect(onConsole.data).toMatchObject({
      status: 5,
      actions: ['revise'],
      record: { refuseReason: '账期请改为60天' },
    });

    const revised = await c.step(staff.service!, contract.id, 'revise');
    expect(revised).toMatchObject({ code: 0, msg: say('contractRevised'), data: { status: 0 } });
    expect(await c.row(contract.id)).toMatchObject({ status: 0, document_path: null, document_sha256: null });
    // A draft again: the company no longer sees it.
    expect((await c.buyerGet(buyers.demo, `/${contract.id}`)).code).toBe(Code.notFound);
    t.clock.advance(1000);
    const edited = await c.staffPost(staff.service!, `/${contract.id}/edit`, {
      ...draftForm(demoCompany, { accountPeriod: 60 }),
      seen: String((await c.row(contract.id)).updated_at),
    });
    expect(edited.code, edited.msg).toBe(0);
    expect((await c.step(staff.service!, contract.id, 'send')).code).toBe(0);
    const again = await c.buyerGet(buyers.demo, `/${contract.id}`);
    expect(again.data).toMatchObject({ status: 1, accountPeriod: 60 });
    expect(pdfText((await c.document(`/rest/contract/document/${contract.id}`, buyers.demo)).bytes!)).toContain(
      '账期（天）：60',
    );
    expect((await c.audits(contract.id)).map((row) => row.action)).toEqual([
      'contract.draft',
      'contract.send',
      'contract.revise',
      'contract.edit',
      'contract.send',
    ]);
  });

  it('refuses while signing (2 → 5); recalls from 1 and from 2 (→ 0), after which the code signs nothing', async () => {
    const signing = await c.sent(staff.finance!, draftForm(otherCompany, { mainCharge: '李四' }));
    await c.signingCode(buyers.other, signing.id, OTHER_MOBILE);
    expect((await c.buyerPost(buyers.other, `/refuse/${signing.id}`, { reason: '额度不够' })).data).toMatchObject({
      status: 5,
    });

    const sentOnly = await c.sent(staff.finance!, draftForm(demoCompany));
    const recalled = await c.step(staff.finance!, sentOnly.id, 'recall');
    expect(recalled).toMatchObject({ code: 0, msg: say('contractRecalled'), data: { status: 0 } });
    expect((await c.buyerGet(buyers.demo, `/${sentOnly.id}`)).code).toBe(Code.notFound);

    const midway = await c.sent(staff.finance!, draftForm(otherCompany, { mainCharge: '李四' }));
    const code = await c.signingCode(buyers.other, midway.id, OTHER_MOBILE);
    expect((await c.step(staff.finance!, midway.id, 'recall')).data).toMatchObject({ status: 0 });
    expect(await c.row(midway.id)).toMatchObject({ status: 0, document_path: null, signing_at: null });
    expect((await c.buyerPost(buyers.other, `/sign/${midway.id}`, { agree: 'on', code })).code).toBe(Code.notFound);
    expect((await c.row(midway.id)).status).toBe(0);
  });

  it('preserves a signed contract (3 → 6) after checking its file; the credit stays', async () => {
    const before = { ledger: await c.ledger(demoCompany), header: await c.info(buyers.demo) };
    const preserved = await c.step(staff.service!, flowId, 'preserve');
    expect(preserved).toMatchObject({ code: 0, msg: say('contractPreserved'), data: { status: 6, actions: [] } });
    expect((await c.row(flowId)).preserved_at).not.toBeNull();
    expect(await c.ledger(demoCompany)).toEqual(before.ledger);
    expect(await c.info(buyers.demo)).toEqual(before.header);
    expect((await c.buyerGet(buyers.demo, `/${flowId}`)).data.status).toBe(6);
    expect((await c.step(staff.service!, flowId, 'preserve')).code).toBe(Code.conflict);

    // A signed file that no longer matches its hash is not preserved.
    const seed = await t.db
      .selectFrom('contract')
      .selectAll()
      .where('contract_no', '=', 'HT2025121200001')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('contract')
      .set({ signed_sha256: '0'.repeat(64) })
      .where('id', '=', seed.id)
      .execute();
    expect(await c.step(staff.service!, seed.id, 'preserve')).toMatchObject({
      code: Code.refused,
      msg: say('contractHashMismatch'),
    });
    expect((await c.row(seed.id)).status).toBe(3);
    await t.db.updateTable('contract').set({ signed_sha256: seed.signed_sha256 }).where('id', '=', seed.id).execute();
  });
});

describe('approving a credit above the configured amount', () => {
  it('is sent only once a finance member other than the drafter approved it', async () => {
    const big = await c.drafted(staff.finance!, draftForm(demoCompany, { creditAmount: '300000' }));
    expect(big).toMatchObject({ awaitingApproval: true, approvalAbove: 200000, actions: ['edit', 'approve', 'send'] });
    expect(await c.step(staff.finance!, big.id, 'send')).toMatchObject({
      code: Code.refused,
      msg: say('contractNeedsApproval', { amount: '200000.00' }),
    });
    expect(await c.step(staff.finance!, big.id, 'approve')).toMatchObject({
      code: Code.refused,
      msg: say('contractApproverSame'),
    });
    expect((await c.step(staff.service!, big.id, 'approve')).code).toBe(Code.roleNotAllowed);
    expect(await c.row(big.id)).toMatchObject({ status: 0, approved_by: null, document_path: null });
    expect(await c.audits(big.id)).toHaveLength(1);

    const approved = await c.step(staff.finance2!, big.id, 'approve');
    expect(approved).toMatchObject({
      code: 0,
      msg: say('contractApproved'),
      data: { status: 0, awaitingApproval: false, approvedBy: 'staff_finance2' },
    });
    expect(await c.audits(big.id, 'contract.approve')).toMatchObject([{ actor: 'staff_finance2' }]);
    expect(await c.step(staff.finance2!, big.id, 'approve')).toMatchObject({
      code: Code.refused,
      msg: say('contractApprovalNotNeeded'),
    });

    // Changing the credit needs the approval again; changing the rest keeps it.
    const edit = async (change: Record<string, unknown>) =>
      c.staffPost(staff.finance!, `/${big.id}/edit`, {
        ...draftForm(demoCompany, { creditAmount: '300000', ...change }),
        seen: String((await c.row(big.id)).updated_at),
      });
    t.clock.advance(1000);
    expect((await edit({ contractName: '大额账期协议' })).data).toMatchObject({ awaitingApproval: false });
    t.clock.advance(1000);
    expect((await edit({ creditAmount: '350000' })).data).toMatchObject({ awaitingApproval: true, approvedBy: null });
    expect((await c.step(staff.finance!, big.id, 'send')).code).toBe(Code.refused);
    expect((await c.step(staff.admin!, big.id, 'approve')).code).toBe(0);
    const sent = await c.step(staff.finance!, big.id, 'send');
    expect(sent).toMatchObject({ code: 0, data: { status: 1, approvedBy: 'staff_admin' } });
  });

  it('is not approved by whoever changed it: a service draft raised by one finance member waits for another', async () => {
    const small = await c.drafted(staff.service!, draftForm(demoCompany, { creditAmount: '10000' }));
    expect(small).toMatchObject({ awaitingApproval: false, draftedBy: 'staff_service' });
    const edit = async (token: string, change: Record<string, unknown>) => {
      const seen = String((await c.row(small.id)).updated_at);
      t.clock.advance(1000);
      return c.staffPost(token, `/${small.id}/edit`, { ...draftForm(demoCompany, change), seen });
    };
    const raised = await edit(staff.finance!, { creditAmount: '9000000' });
    expect(raised).toMatchObject({ code: 0, data: { awaitingApproval: true, draftedBy: 'staff_service' } });
    const refusedApproval = { code: Code.refused, msg: say('contractApproverSame') };
    expect(await c.step(staff.finance!, small.id, 'approve')).toMatchObject(refusedApproval);
    expect(await c.step(staff.finance!, small.id, 'send')).toMatchObject({
      code: Code.refused,
      msg: say('contractNeedsApproval', { amount: '200000.00' }),
    });

    // Someone else touching the text afterwards does not make the raise the raiser's to approve.
    expect((await edit(staff.service!, { creditAmount: '9000000', contractName: '大额授信协议' })).code).toBe(0);
    expect(await c.step(staff.finance!, small.id, 'approve')).toMatchObject(refusedApproval);
    expect(await c.row(small.id)).toMatchObject({ status: 0, credit_amount: 9_000_000 * 10_000, approved_by: null });
    expect(await c.audits(small.id, 'contract.approve')).toHaveLength(0);

    expect(await c.step(staff.finance2!, small.id, 'approve')).toMatchObject({
      code: 0,
      data: { awaitingApproval: false, draftedBy: 'staff_service', approvedBy: 'staff_finance2' },
    });
    expect((await c.step(staff.finance!, small.id, 'send')).data).toMatchObject({ status: 1 });
  });

  it('is the rule every member reads before drafting: GET /rest/staff/contracts/approval', async () => {
    for (const token of [staff.viewer!, staff.service!, staff.warehouse!])
      expect(await c.staffGet(token, '/approval')).toMatchObject({ code: 0, data: { approvalAbove: 200000 } });
    // Only a staff session reads it.
    expect((await c.staffGet(buyers.demo!, '/approval')).code).toBe(Code.tokenInvalid);
  });

  it('needs no approval at the configured amount itself', async () => {
    const edge = await c.drafted(staff.service!, draftForm(demoCompany, { creditAmount: '200000' }));
    expect(edge).toMatchObject({ awaitingApproval: false, actions: ['edit', 'send'] });
    expect(await c.step(staff.finance2!, edge.id, 'approve')).toMatchObject({
      code: Code.refused,
      msg: say('contractApprovalNotNeeded'),
    });
    expect((await c.step(staff.service!, edge.id, 'send')).code).toBe(0);
  });
});

describe('the end of a term (the daily job contract-terms)', () => {
  /** A Shanghai day and hour as epoch milliseconds. */
  const shanghai = (date: string, hour = 0, minute = 10) =>
    Date.parse(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);
  let ending: ConsoleContractDetail;
  const ENDING_SMS = { company: '示例科技有限公司', name: '2027年度账期采购协议', date: '2026-12-15' };

  it('texts a reminder 30 and 7 days before the end date, each once', async () => {
    ending = await c.sent(staff.service!, draftForm(demoCompany, { creditAmount: '120000', endDate: '2026-12-15' }));
    await c.signed(buyers.demo, ending.id, DEMO_MOBILE);
    expect(await limitOf(demoCompany)).toBe(120000 * 10_000);
    const terms = t.backend.services.contractTerms;
    expect(await terms.remindEnding(t.clock.now())).toBe(1);
    expect((await smsTo(DEMO_MOBILE)).at(-1)).toBe(say('smsContractExpiringText', { ...ENDING_SMS, days: 23 }));
    expect(await terms.remindEnding(shanghai('2026-11-30'))).toBe(0);
    expect(await terms.remindEnding(shanghai('2026-12-08'))).toBe(1);
    expect((await smsTo(DEMO_MOBILE)).at(-1)).toBe(say('smsContractExpiringText', { ...ENDING_SMS, days: 7 }));
    expect(await terms.remindEnding(shanghai('2026-12-10'))).toBe(0);
    expect(await c.row(ending.id)).toMatchObject({ reminded_days: 7, status: 3 });
  });

  it('expires a contract the day after its end date (3 → 4); the limit falls back to the newest current contract', async () => {
    const terms = t.backend.services.contractTerms;
    expect(await terms.expireEnded(shanghai('2026-12-15', 23, 59))).toBe(0);
    const limitBefore = await limitOf(demoCompany);
    expect(await terms.expireEnded(shanghai('2026-12-16'))).toBe(1);
    expect(await terms.expireEnded(shanghai('2026-12-16'))).toBe(0);
    expect(await c.row(ending.id)).toMatchObject({ status: 4 });
    const fallback = await grantingCredit(demoCompany);
    expect(fallback).toBeGreaterThan(0);
    expect((await c.ledger(demoCompany)).at(-1)).toMatchObject({
      kind: 'expire',
      ref_id: ending.id,
      limit_change: fallback - limitBefore,
    });
    expect(await limitOf(demoCompany)).toBe(fallback);
    expect(await c.audits(ending.id, 'contract.expire')).toHaveLength(1);
    expect((await smsTo(DEMO_MOBILE)).at(-1)).toBe(say('smsContractExpiredText', ENDING_SMS));
    expect((await c.buyerGet(buyers.demo, `/${ending.id}`)).data).toMatchObject({ status: 4, actions: [] });
  });

  it('neither sends nor signs a contract whose end date has passed; refusing it still works', async () => {
    const late = await c.drafted(
      staff.service!,
      draftForm(demoCompany, { signDate: '2026-01-01', endDate: '2026-11-21' }),
    );
    expect(await c.step(staff.service!, late.id, 'send')).toMatchObject({
      code: Code.refused,
      msg: say('contractEnded'),
    });
    const passing = await c.sent(staff.service!, draftForm(demoCompany, { endDate: '2026-11-23' }));
    await t.db.updateTable('contract').set({ end_date: '2026-11-21' }).where('id', '=', passing.id).execute();
    expect((await c.buyerGet(buyers.demo, `/${passing.id}`)).data.actions).toEqual(['refuse']);
    t.clock.advance(61_000);
    expect((await c.buyerPost(buyers.demo, `/signCode/${passing.id}`)).code).toBe(Code.refused);
    expect((await c.buyerPost(buyers.demo, `/refuse/${passing.id}`, { reason: '已过期' })).data.status).toBe(5);
  });
});

describe('every other step in every state', () => {
  it('answers 10060 and changes nothing', async () => {
    // One contract in each state: draft, sent, signing, signed, expired, refused, preserved.
    const inState: Record<number, number> = {};
    inState[0] = (await c.drafted(staff.service!, draftForm(demoCompany))).id;
    inState[1] = (await c.sent(staff.service!, draftForm(demoCompany))).id;
    inState[2] = (await c.sent(staff.service!, draftForm(demoCompany))).id;
    await c.signingCode(buyers.demo, inState[2], DEMO_MOBILE);
    const [signed, expired, refused, preserved] = await Promise.all(
      [3, 4, 5, 6].map((status) =>
        t.db
          .selectFrom('contract')
          .select('id')
          .where('company_id', '=', demoCompany)
          .where('status', '=', status)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow(),
      ),
    );
    Object.assign(inState, { 3: signed!.id, 4: expired!.id, 5: refused!.id, 6: preserved!.id });

    const staffSteps = ['edit', 'approve', 'send', 'recall', 'revise', 'preserve'] as const;
    const buyerSteps = { startSigning: 'signCode', sign: 'sign', refuse: 'refuse' } as const;
    const audits = await t.count('audit_log');
    const grants = await t.count('credit_entry');
    for (const [status, id] of Object.entries(inState)) {
      const allowed = contractTransitions[Number(status)]!;
      const before = await c.row(id);
      for (const action of staffSteps) {
        if (action in allowed) continue;
        const body = action === 'edit' ? draftForm(demoCompany) : {};
        const reply = await c.step(staff.admin!, id, action, body);
        expect([status, action, reply.code, reply.msg]).toEqual([
          status,
          action,
          Code.conflict,
          say('actionNotAllowed'),
        ]);
      }
      for (const [action, path] of Object.entries(buyerSteps)) {
        if (action in allowed) continue;
        const reply = await c.buyerPost(buyers.demo, `/${path}/${id}`, {
          agree: 'on',
          code: '123456',
          reason: '不同意',
        });
        // A draft is the staff's own: the company is told it does not exist.
        expect([status, action, reply.code]).toEqual([status, action, status === '0' ? Code.notFound : Code.conflict]);
      }
      expect(await c.row(id)).toEqual(before);
    }
    expect(await t.count('audit_log')).toBe(audits);
    expect(await t.count('credit_entry')).toBe(grants);
  });
});

describe('races', () => {
  it('sends a draft once when six members press 发出 on the same version', async () => {
    const draft = await c.drafted(staff.service!, draftForm(demoCompany));
    const seen = String(draft.version);
    t.clock.advance(1000);
    const texts = (await smsTo(DEMO_MOBILE)).length;
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        c.staffPost(staff[i % 2 ? 'finance' : 'service']!, `/${draft.id}/send`, { seen }),
      ),
    );
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, ...Array<number>(5).fill(Code.conflict)]);
    expect(await c.audits(draft.id, 'contract.send')).toHaveLength(1);
    expect(await smsTo(DEMO_MOBILE)).toHaveLength(texts + 1);
    const row = await c.row(draft.id);
    expect(row.status).toBe(1);
    expect(sha256((await c.document(`/rest/contract/document/${draft.id}`, buyers.demo)).bytes!)).toBe(
      row.document_sha256,
    );
  });

  it('signs once when the same right code is sent five times at once: one grant', async () => {
    const contract = await c.sent(staff.service!, draftForm(demoCompany, { creditAmount: '180000' }));
    const code = await c.signingCode(buyers.demo, contract.id, DEMO_MOBILE);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => c.buyerPost(buyers.demo, `/sign/${contract.id}`, { agree: 'on', code })),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect([Code.refused, Code.conflict]).toContain(lost.code);
    expect((await c.row(contract.id)).status).toBe(3);
    const grants = (await c.ledger(demoCompany)).filter((row) => row.kind === 'grant' && row.ref_id === contract.id);
    expect(grants).toHaveLength(1);
    expect(await limitOf(demoCompany)).toBe(180000 * 10_000);
  });

  it('either signs or recalls when the buyer signs as staff recall, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const contract = await c.sent(
        staff.service!,
        draftForm(otherCompany, { mainCharge: '李四', creditAmount: '90000' }),
      );
      const code = await c.signingCode(buyers.other, contract.id, OTHER_MOBILE);
      const seen = String((await c.row(contract.id)).updated_at);
      const [signed, recalled] = await Promise.all([
        c.buyerPost(buyers.other, `/sign/${contract.id}`, { agree: 'on', code }),
        c.staffPost(staff.service!, `/${contract.id}/recall`, { seen }),
      ]);
      const row = await c.row(contract.id);
      const grants = (await c.ledger(otherCompany)).filter(
        (each) => each.kind === 'grant' && each.ref_id === contract.id,
      );
      if (signed.code === 0) {
        expect([recalled.code, row.status, grants.length]).toEqual([Code.conflict, 3, 1]);
      } else {
        expect(recalled.code).toBe(0);
        // The contract went back to a draft: the buyer is told it changed (or is no longer there).
        expect([Code.conflict, Code.notFound]).toContain(signed.code);
        expect([row.status, row.signed_path, grants.length]).toEqual([0, null, 0]);
      }
    }
    expect(await limitOf(otherCompany)).toBe(await grantingCredit(otherCompany));
  });
});

describe('who sees which contract', () => {
  it("answers another company's contract, and an unknown one, with 10040 on every route", async () => {
    const texts = { demo: (await smsTo(DEMO_MOBILE)).length, other: (await smsTo(OTHER_MOBILE)).length };
    const before = await c.row(flowId);
    for (const id of [String(flowId), '2000000', 'abc']) {
      for (const path of ['', 'signLink/', 'signInfo/']) {
        const reply = await c.buyerGet(buyers.other, `/${path}${id}`);
        expect([path, id, reply.code]).toEqual([path, id, Code.notFound]);
      }
      expect((await c.document(`/rest/contract/document/${id}`, buyers.other)).envelope?.code).toBe(Code.notFound);
      expect((await c.buyerPost(buyers.other, `/signCode/${id}`)).code).toBe(Code.notFound);
      expect((await c.buyerPost(buyers.other, `/sign/${id}`, { agree: 'on', code: '123456' })).code).toBe(
        Code.notFound,
      );
      expect((await c.buyerPost(buyers.other, `/refuse/${id}`, { reason: '不是我的' })).code).toBe(Code.notFound);
    }
    expect(await c.row(flowId)).toEqual(before);
    expect((await smsTo(DEMO_MOBILE)).length).toBe(texts.demo);
    expect((await smsTo(OTHER_MOBILE)).length).toBe(texts.other);
    const listed = await c.buyerGet<Page<ContractRecord>>(buyers.other, '/page', { limit: '100' });
    expect(listed.data.list.every((each) => each.signMain === '另一贸易有限公司')).toBe(true);
  });

  it("hides a company's own draft: 10040, and not in its list", async () => {
    const draft = await c.drafted(staff.service!, draftForm(otherCompany, { mainCharge: '李四' }));
    expect((await c.buyerGet(buyers.other, `/${draft.id}`)).code).toBe(Code.notFound);
    expect((await c.buyerGet(buyers.other, `/signLink/${draft.id}`)).code).toBe(Code.notFound);
    expect((await c.document(`/rest/contract/document/${draft.id}`, buyers.other)).envelope?.code).toBe(Code.notFound);
    expect((await c.buyerPost(buyers.other, `/signCode/${draft.id}`)).code).toBe(Code.notFound);
    const listed = await c.buyerGet<Page<ContractRecord>>(buyers.other, '/page', { limit: '100' });
    expect(listed.data.list.map((each) => each.id)).not.toContain(draft.id);
    expect(listed.data.list.every((each) => each.status !== 0)).toBe(true);
  });

  it("lets only the main account at contracts: the company's approver and purchaser get 10030, no session 10020", async () => {
    const id = flowId;
    for (const token of [buyers.approver, buyers.buyer]) {
      for (const path of ['/page', `/${id}`, `/signLink/${id}`, `/signInfo/${id}`])
        expect((await c.buyerGet(token, path)).code).toBe(Code.roleNotAllowed);
      expect((await c.document(`/rest/contract/document/${id}`, token)).envelope?.code).toBe(Code.roleNotAllowed);
      for (const path of [`/signCode/${id}`, `/sign/${id}`, `/refuse/${id}`])
        expect((await c.buyerPost(token, path, { agree: 'on', code: '123456', reason: '不同意' })).code).toBe(
          Code.roleNotAllowed,
        );
    }
    expect((await t.call('GET', '/rest/contract/page')).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', `/rest/contract/${id}`, { token: staff.admin })).code).toBe(Code.tokenInvalid);
    expect((await c.staffGet(buyers.demo, `/${id}`)).code).toBe(Code.tokenInvalid);
    expect((await c.staffPost(buyers.demo, `/${id}/preserve`)).code).toBe(Code.tokenInvalid);
    // A step staff do not take is no route of theirs: the app's not found, as HTTP 404.
    const notAStep = await t.backend.app.request(`/rest/staff/contracts/${id}/sign?token=${staff.service!}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(notAStep.status).toBe(404);
    expect(((await notAStep.json()) as { code: number }).code).toBe(Code.notFound);
  });
});

describe("the console's contract list", () => {
  it('filters by state and by company, sorts by end date, and shows each contract its timeline', async () => {
    const all = await t.db.selectFrom('contract').select(['id', 'status', 'company_id', 'end_date']).execute();
    for (const status of [0, 1, 2, 3, 4, 5, 6]) {
      const listed = await c.staffGet<Page<ConsoleContract>>(staff.viewer!, '', {
        status: String(status),
        limit: '100',
      });
      expect(listed.code, listed.msg).toBe(0);
      expect(listed.data.total).toBe(all.filter((row) => row.status === status).length);
      expect(listed.data.list.every((each) => each.status === status)).toBe(true);
    }
    const others = await c.staffGet<Page<ConsoleContract>>(staff.viewer!, '', { q: '另一贸易', limit: '100' });
    expect(others.data.total).toBe(all.filter((row) => row.company_id === otherCompany).length);
    const byEnd = await c.staffGet<Page<ConsoleContract>>(staff.viewer!, '', {
      sort: 'endDate',
      dir: 'asc',
      limit: '100',
    });
    const ends = byEnd.data.list.map((each) => each.endDate);
    expect(ends).toEqual([...ends].sort());
    expect(byEnd.data.total).toBe(all.length);
    const detail = await c.staffGet(staff.viewer!, `/${flowId}`);
    expect(detail.data.timeline.length).toBe((await c.audits(flowId)).length);
  });
});

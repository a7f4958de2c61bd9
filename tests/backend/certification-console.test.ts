import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificationListItem } from '../../common/areas/certification/certification-fields.ts';
import type { ConsoleCertification, ConsoleCertificationDetail } from '../../common/areas/certification/console.ts';
import type { Todo } from '../../common/areas/staff/console.ts';
import type { StaffInfo } from '../../common/areas/staff/staff.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import type { TestBackend } from './harness.ts';
import { certificationSteps, contactStep, companyStep } from './certification-steps.ts';

/**
 * Certification as the console vets it: the queue, claiming, approving, failing and rejecting,
 * with SMS and audit trail, and one company's certification end to end. The company's own side is
 * certification.test.ts.
 */
const s = certificationSteps();
const { uploaded, removeFile, save, info, applyFor, userInfo, vet, stored, queueCount, completeRecord, appliedRecord } =
  s;
let t: TestBackend;
let demo: string;
let other: string;

beforeAll(async () => {
  t = await s.start();
  // A second service member, for the claims two members make at once.
  const second = await t.call<StaffInfo>('POST', '/rest/staff/staff/add', {
    token: await t.staffToken('admin'),
    body: {
      username: 'staff_service2',
      name: '客服小陈',
      mobile: '13900000120',
      password: 'Second12345',
      roles: ['service'],
    },
  });
  expect(second.code, second.msg).toBe(0);
  await t.staffToken('service2', 'Second12345');
  demo = await t.buyerToken('demo');
  other = await t.buyerToken('other');
});
afterAll(() => t.close());

describe('staff vetting', () => {
  it('lists the queue and shows a record with its automatic checks', async () => {
    const record = await appliedRecord('检查测试有限公司');
    const list = await t.consoleGet<Page<ConsoleCertification>>('/certifications', 'viewer', { status: '5' });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list.every((row) => row.certStatus === 5)).toBe(true);
    expect(list.data.list).toContainEqual(
      expect.objectContaining({ id: record.id, companyId: record.companyId, name: '检查测试有限公司', overdue: false }),
    );
    const passed = await t.consoleGet<Page<ConsoleCertification>>('/certifications', 'viewer', { status: '2' });
    expect(passed.data.list.map((row) => row.id)).not.toContain(record.id);

    const detail = await t.consoleGet<ConsoleCertificationDetail>(`/certifications/${record.id}`, 'viewer');
    expect(detail.data).toMatchObject({
      certStatus: 5,
      actions: ['claim'],
      claimedByMe: false,
      record: { id: record.id, socialCreditCode: '914403001922038216', idCardCopy: record.paths.idCardCopy },
    });
    const checks = Object.fromEntries(detail.data.checks.map(({ check, passed: ok }) => [check, ok]));
    // The registered name is the fresh company's own, not the certified one.
    expect(checks).toEqual({
      creditCode: true,
      idCard: true,
      idCardValid: true,
      nameMatches: false,
      creditCodeUnique: true,
      idCardUnique: true,
    });
    expect((await t.consoleGet(`/certifications/999999`, 'viewer')).code).toBe(Code.notFound);
  });

  it('flags a credit code or ID card that fails its check digit, and an ID card past its end', async () => {
    const record = await appliedRecord();
    const fields = JSON.parse((await stored(record.id)).fields_json) as Record<string, unknown>;
    const company = await t.db
      .selectFrom('company')
      .select('name')
      .where('id', '=', record.companyId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('certification')
      .set({
        name: company.name,
        fields_json: JSON.stringify({
          ...fields,
          name: company.name,
          socialCreditCode: '914403001922038217',
          idCardNumber: '110105194912310021',
          idCardValidTimeEnd: '2026-11-21',
        }),
      })
      .where('id', '=', record.id)
      .execute();
    const detail = await t.consoleGet<ConsoleCertificationDetail>(`/certifications/${record.id}`, 'service');
    const checks = Object.fromEntries(detail.data.checks.map(({ check, passed }) => [check, passed]));
    expect(checks).toEqual({
      creditCode: false,
      idCard: false,
      idCardValid: false,
      nameMatches: true,
      creditCodeUnique: true,
      idCardUnique: true,
    });
  });

  it('flags a credit code or legal representative’s ID number another certified company holds, naming it', async () => {
    const uniqueness = async (id: number) => {
      const detail = await t.consoleGet<ConsoleCertificationDetail>(`/certifications/${id}`, 'service');
      expect(detail.code, detail.msg).toBe(0);
      return detail.data.checks.filter(({ check }) => check === 'creditCodeUnique' || check === 'idCardUnique');
    };
    const restate = async (id: number, changes: Record<string, unknown>) => {
      const fields = JSON.parse((await stored(id)).fields_json) as Record<string, unknown>;
      await t.db
        .updateTable('certification')
        .set({ fields_json: JSON.stringify({ ...fields, ...changes }) })
        .where('id', '=', id)
        .execute();
    };
    // The demo company's own code and ID number (its passed certification), in lower case as typed.
    const demoCompany = { id: await companyOf(t, 'demo'), name: '示例科技有限公司' };
    const copy = await appliedRecord('重复认证测试有限公司');
    await restate(copy.id, { socialCreditCode: '91310115ma1h7xkq2g', idCardNumber: '11010519491231002x' });
    expect(await uniqueness(copy.id)).toEqual([
      { check: 'creditCodeUnique', passed: false, company: demoCompany },
      { check: 'idCardUnique', passed: false, company: demoCompany },
    ]);
    // The demo company's own record is not flagged by itself, nor by a record still being vetted.
    const demoCertification = await t.db
      .selectFrom('certification')
      .select('id')
      .where('company_id', '=', demoCompany.id)
      .where('cert_status', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await uniqueness(demoCertification.id)).every(({ passed }) => passed)).toBe(true);

    // Two companies applying with one code: neither counts until one of them is certified.
    const code = { socialCreditCode: '91440300MA5F1234XC', idCardNumber: '440305199001010042' };
    const first = await appliedRecord('先认证测试有限公司');
    const second = await appliedRecord('后认证测试有限公司');
    await restate(first.id, code);
    await restate(second.id, code);
    expect((await uniqueness(second.id)).every(({ passed }) => passed)).toBe(true);
    expect((await vet(first.id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    expect((await vet(first.id, 'approve', 'service', { seen: 1 })).code).toBe(0);
    const firstCompany = { id: first.companyId, name: '先认证测试有限公司' };
    expect(await uniqueness(second.id)).toEqual([
      { check: 'creditCodeUnique', passed: false, company: firstCompany },
      { check: 'idCardUnique', passed: false, company: firstCompany },
    ]);
    // The certified one is not flagged by the one still waiting.
    expect((await uniqueness(first.id)).every(({ passed }) => passed)).toBe(true);
  });

  it('lets only service staff (and admins) act: finance and viewers get 10030', async () => {
    const record = await appliedRecord();
    for (const role of ['finance', 'viewer']) {
      expect((await vet(record.id, 'claim', role, { seen: 5 })).code).toBe(Code.roleNotAllowed);
    }
    expect((await stored(record.id)).cert_status).toBe(5);
    expect(await vet(record.id, 'claim', 'service', { seen: 5 })).toMatchObject({
      code: 0,
      msg: '已领取该认证，请尽快审核',
    });
    for (const role of ['finance', 'viewer']) {
      expect((await vet(record.id, 'approve', role, { seen: 1 })).code).toBe(Code.roleNotAllowed);
    }
    expect((await stored(record.id)).cert_status).toBe(1);
  });

  it('gives a record claimed by two at once to exactly one of them', async () => {
    const record = await appliedRecord();
    const auditBefore = await t.count('audit_log');
    const replies = await Promise.all([
      vet(record.id, 'claim', 'service', { seen: 5 }),
      vet(record.id, 'claim', 'service2', { seen: 5 }),
    ]);
    const codes = replies.map((reply) => reply.code).sort();
    expect(codes).toEqual([0, Code.conflict]);
    const winner = replies[0]!.code === 0 ? 'staff_service' : 'staff_service2';
    const loser = replies.find((reply) => reply.code !== 0)!;
    expect(loser).toMatchObject({ msg: '已被他人处理', data: { certStatus: 1, claimedBy: winner } });
    const row = await stored(record.id);
    const claimant = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', winner)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cert_status: 1, claimed_by: claimant.id });
    expect(await t.count('audit_log')).toBe(auditBefore + 1);
  });

  it('lets only the claimant decide; a stale form gets 10060; releasing puts it back in the queue', async () => {
    const record = await appliedRecord();
    expect((await vet(record.id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    const queued = await queueCount();
    const mine = await t.consoleGet<ConsoleCertificationDetail>(`/certifications/${record.id}`, 'service');
    expect(mine.data).toMatchObject({
      claimedByMe: true,
      claimedBy: 'staff_service',
      actions: expect.arrayContaining(['approve']),
    });
    expect(await vet(record.id, 'approve', 'service2', { seen: 1 })).toMatchObject({
      code: Code.conflict,
      msg: '该认证已由staff_service领取审核',
    });
    expect((await vet(record.id, 'reject', 'service2', { seen: 1, reason: '不行' })).code).toBe(Code.conflict);
    expect((await vet(record.id, 'claim', 'service2', { seen: 1 })).code).toBe(Code.conflict);
    expect((await vet(record.id, 'approve', 'service', { seen: 5 })).code).toBe(Code.conflict);
    expect((await stored(record.id)).cert_status).toBe(1);

    expect(await vet(record.id, 'release', 'service', { seen: 1 })).toMatchObject({
      code: 0,
      data: { certStatus: 5, claimedBy: null },
    });
    expect(await queueCount()).toBe(queued);
    expect((await vet(record.id, 'claim', 'service2', { seen: 5 })).code).toBe(0);
    expect((await stored(record.id)).claimed_by).not.toBeNull();
  });

  it('refuses a failure without a field and reason, and a rejection without a reason', async () => {
    const record = await appliedRecord();
    expect((await vet(record.id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    const row = await stored(record.id);
    for (const problems of [undefined, [], [{ field: 'socialCreditCode' }], [{ field: 'nonsense', reason: '不对' }]]) {
      const reply = await vet(record.id, 'fail', 'service', { seen: 1, ...(problems ? { problems } : {}) });
      expect(reply.code, JSON.stringify(problems)).toBe(Code.invalid);
    }
    expect((await vet(record.id, 'reject', 'service', { seen: 1 })).code).toBe(Code.invalid);
    expect(await stored(record.id)).toEqual(row);
  });

  it('rejects with a reason: the company is told by SMS and may apply again', async () => {
    const record = await appliedRecord('驳回测试有限公司');
    const mobile = (
      await t.db
        .selectFrom('account')
        .select('mobile')
        .where('company_id', '=', record.companyId)
        .executeTakeFirstOrThrow()
    ).mobile;
    expect((await vet(record.id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    const rejected = await vet(record.id, 'reject', 'service', { seen: 1, reason: '营业执照已注销' });
    expect(rejected).toMatchObject({ code: 0, msg: '已驳回认证申请，企业将收到短信', data: { certStatus: 4 } });
    expect((await t.backend.services.sms.latestMessage(mobile))?.content).toBe(
      '【采购商城】您的企业“驳回测试有限公司”实名认证申请已被驳回：营业执照已注销。',
    );
    expect((await info(record.token, record.id)).data).toMatchObject({
      certStatus: 4,
      reason: '营业执照已注销',
      actions: ['edit', 'apply'],
    });
    expect((await userInfo(record.token)).certified).toBe(false);
    expect((await applyFor(record.token, record.id)).data.certStatus).toBe(5);
    expect((await info(record.token, record.id)).data.reason).toBeNull();
  });
});

describe('end to end: 另一贸易 certifies', () => {
  it('uploads, saves the wizard, applies, is failed, corrects, applies again and is approved under its new name', async () => {
    const companyId = await companyOf(t, 'other');
    const mobile = '13900000000';
    const newName = '另一贸易（深圳）有限公司';
    expect(await userInfo(other)).toMatchObject({ certified: false, companyName: '另一贸易有限公司' });
    expect((await userInfo(demo)).certified).toBe(true);
    expect(
      (await t.call<CertificationListItem[]>('GET', '/rest/customer/corpcert/list', { token: other })).data,
    ).toEqual([]);

    const { id, formId, paths } = await completeRecord(other, newName);
    const queued = await queueCount();
    expect((await applyFor(other, id)).code).toBe(0);
    expect(await queueCount()).toBe(queued + 1);
    const todo = (await t.consoleGet<Todo>('/todo', 'service')).data.queues.find(
      (queue) => queue.key === 'certifications',
    );
    // Applied on Sunday 2026-11-22 (the test clock): due 2 working days later.
    expect(todo).toMatchObject({ oldest: '2026-11-22 10:00:00', deadline: '2026-11-24 10:00:00', overdue: false });
    const waiting = await t.consoleGet<Page<ConsoleCertification>>('/certifications', 'service', { status: '5' });
    expect(waiting.data.list).toContainEqual(
      expect.objectContaining({ id, company: '另一贸易有限公司', name: newName }),
    );

    // First vetting: the credit code is said to be wrong.
    const auditBefore = await t.count('audit_log');
    expect((await vet(id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    expect(await queueCount()).toBe(queued + 1);
    const failed = await vet(id, 'fail', 'service', {
      seen: 1,
      problems: [
        { field: 'socialCreditCode', reason: '与营业执照不一致' },
        { field: 'openLicense', reason: '' },
      ],
    });
    expect(failed).toMatchObject({ code: 0, msg: '已标记认证失败，企业将收到短信', data: { certStatus: 3 } });
    expect(await queueCount()).toBe(queued);
    expect((await t.backend.services.sms.latestMessage(mobile))?.content).toBe(
      `【采购商城】您的企业“${newName}”实名认证未通过：统一社会信用代码：与营业执照不一致。请登录后修改资料重新提交。`,
    );
    const seenByBuyer = (await info(other, id)).data;
    expect(seenByBuyer).toMatchObject({
      certStatus: 3,
      fieldReasons: { socialCreditCode: '与营业执照不一致' },
      actions: ['edit', 'apply'],
    });
    expect((await userInfo(other)).certified).toBe(false);

    // The buyer corrects the field (and may replace a file of the failed record) and applies again.
    const replacement = await uploaded(other, formId, 'openLicense');
    expect((await removeFile(other, paths.openLicense)).code).toBe(0);
    const corrected = companyStep({ ...paths, openLicense: replacement }, { socialCreditCode: '91310115MA1H7XKQ2G' });
    expect((await save(other, { formId, id, kind: 'full', ...corrected })).code).toBe(0);
    expect((await info(other, id)).data).toMatchObject({
      certStatus: 3,
      openLicense: replacement,
      socialCreditCode: '91310115MA1H7XKQ2G',
    });
    const reapplied = await applyFor(other, id);
    expect(reapplied).toMatchObject({ code: 0, data: { certStatus: 5, fieldReasons: {}, reason: null } });

    // Second vetting: approved, which accepts the new name.
    expect((await vet(id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    const approved = await vet(id, 'approve', 'service', { seen: 1 });
    expect(approved).toMatchObject({ code: 0, msg: '认证已通过', data: { certStatus: 2, company: newName } });
    expect(await queueCount()).toBe(queued);
    expect(await userInfo(other)).toMatchObject({ certified: true, companyName: newName });
    const company = await t.db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: newName, certified_at: t.clock.now() });
    expect((await t.backend.services.sms.latestMessage(mobile))?.content).toBe(
      `【采购商城】您的企业“${newName}”已通过实名认证。`,
    );
    expect((await info(other, id)).data).toMatchObject({
      certStatus: 2,
      certCheckDate: '2026-11-22 10:00:00',
      actions: [],
      registeredName: newName,
    });

    // The trail: claim, fail, claim, approve — with the rename in the approval's row.
    const trail = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'certification')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(trail.map((row) => row.action)).toEqual([
      'certification.claim',
      'certification.fail',
      'certification.claim',
      'certification.approve',
    ]);
    expect(await t.count('audit_log')).toBe(auditBefore + 4);
    expect(JSON.parse(trail[3]!.before_json!)).toEqual({ certStatus: 1, company: '另一贸易有限公司' });
    expect(JSON.parse(trail[3]!.after_json!)).toEqual({ certStatus: 2, company: newName });
    expect(trail[1]!.reason).toBe('统一社会信用代码：与营业执照不一致');
    const timeline = (await t.consoleGet<ConsoleCertificationDetail>(`/certifications/${id}`, 'viewer')).data.timeline;
    expect(timeline).toHaveLength(4);

    // Passed: nothing more to do for anyone, and the files stay.
    expect((await save(other, { formId, id, kind: 'full', ...contactStep(newName) })).code).toBe(Code.refused);
    expect((await removeFile(other, paths.idCardCopy)).code).toBe(Code.refused);
    expect((await vet(id, 'reject', 'service', { seen: 2, reason: '再驳回' })).code).toBe(Code.conflict);
  });
});

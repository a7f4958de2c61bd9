import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificationRecord } from '../../common/areas/certification/certification-fields.ts';
import type { ConsoleContractDetail } from '../../common/areas/contracts/console.ts';
import { Code } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { contractSteps, draftForm } from './contract-steps.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { uploadedPng } from './uploads.ts';

/**
 * A JSON client sends a coded choice (SPEC §4's numbered values) as a number, as it sends every
 * other number; a form sends its text. The real endpoints take both and store the same thing,
 * and refuse what is neither with the field's own message, writing nothing.
 */
let t: TestBackend;

beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const IMAGES = ['organizationRegImg', 'openLicense', 'taxpayerImg'] as const;

const save = (token: string, body: Record<string, unknown>) =>
  t.call<number>('POST', '/rest/customer/save', { token, body, json: true });

/** A fresh company's certification record with its contact step saved, and its images uploaded. */
async function recordToFill() {
  const { token } = await freshCompany(t);
  const formId = (await t.call<string>('GET', '/busindess/formId', { token })).data;
  const first = await save(token, {
    formId,
    kind: 'full',
    step: 0,
    name: '编码测试有限公司',
    code: 'CG-002',
    abbrname: '编码测试',
    linkman: '李四',
    mobile: '13912345678',
    phone: '021-62345678',
    province: 440000,
    city: 440300,
    county: 440305,
    address: '科技园南区高新南七道10号',
  });
  expect(first.code, first.msg).toBe(0);
  const images: Record<string, string> = {};
  for (const doctype of IMAGES) images[doctype] = await uploadedPng(t, token, doctype, formId);
  return { token, formId, id: first.data, images };
}

/** The company step as a JSON client sends it: its numbers as numbers. */
const companyStep = (images: Record<string, string>, changes: Record<string, unknown> = {}) => ({
  step: 1,
  socialCreditCode: '914403001922038216',
  corporation: '李四',
  idCardNumber: '11010519491231002X',
  idCardValidTimeStart: '2020-01-01',
  idCardValidTimeEnd: '2036-01-01',
  egisteredCapital: '100.5',
  establishmentDate: '2018-03-01',
  effectDateType: 2,
  businessTimeStart: '2018-03-01',
  openName: '测试开户名称',
  openBank: '招商银行深圳分行',
  openAccount: '7559 1234 5678 901',
  taxpayerZg: 0,
  ...images,
  ...changes,
});

describe('rest/customer/save from a JSON client', () => {
  it('takes effectDateType and taxpayerZg as numbers, and stores the codes a form would', async () => {
    const { token, formId, id, images } = await recordToFill();
    const reply = await save(token, { formId, id, kind: 'full', ...companyStep(images) });
    expect(reply, reply.msg).toMatchObject({ code: 0 });
    const record = await t.call<CertificationRecord>('GET', `/rest/customer/corpcert/info/${id}`, { token });
    expect(record.data).toMatchObject({ effectDateType: '2', taxpayerZg: '0', businessTimeEnd: '' });

    const fixed = await save(token, {
      formId,
      id,
      kind: 'full',
      ...companyStep(images, { effectDateType: 1, taxpayerZg: 1, businessTimeEnd: '2038-02-28' }),
    });
    expect(fixed, fixed.msg).toMatchObject({ code: 0 });
    expect(
      (await t.call<CertificationRecord>('GET', `/rest/customer/corpcert/info/${id}`, { token })).data,
    ).toMatchObject({
      effectDateType: '1',
      taxpayerZg: '1',
      businessTimeEnd: '2038-02-28',
    });
  });

  it('refuses what is not a code with the field’s message, changing nothing', async () => {
    const { token, formId, id, images } = await recordToFill();
    const before = await t.db.selectFrom('certification').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const effectDateType of [3, true, '2.0', [2]]) {
      const reply = await save(token, { formId, id, kind: 'full', ...companyStep(images, { effectDateType }) });
      expect(reply, JSON.stringify(effectDateType)).toMatchObject({ code: Code.invalid, msg: '请选择营业期限类型' });
    }
    const taxpayer = await save(token, { formId, id, kind: 'full', ...companyStep(images, { taxpayerZg: 2 }) });
    expect(taxpayer).toMatchObject({ code: Code.invalid, msg: '请选择一般纳税人资格' });
    expect(await t.db.selectFrom('certification').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(
      before,
    );
  });
});

describe('rest/customer/login from a JSON client', () => {
  it('takes loginType as a number', async () => {
    const reply = await t.call<{ token: string }>('POST', '/rest/customer/login', {
      body: { loginType: 1, username: 'demo', password: 'Demo12345' },
      json: true,
    });
    expect(reply, reply.msg).toMatchObject({ code: 0, data: { token: expect.any(String) } });
  });

  it('refuses a loginType that is no mode', async () => {
    for (const loginType of [3, true, '1.0']) {
      const reply = await t.call('POST', '/rest/customer/login', {
        body: { loginType, username: 'demo', password: 'Demo12345' },
        json: true,
      });
      expect(reply, JSON.stringify(loginType)).toMatchObject({ code: Code.invalid, msg: '请选择登录方式' });
    }
  });
});

describe('the console’s contract draft from a JSON client', () => {
  it('takes contractType as a number or its text, and refuses true, which is no type', async () => {
    const c = contractSteps(t);
    const service = await t.staffToken('service');
    const companyId = await companyOf(t, 'other');
    for (const contractType of [3, '1']) {
      const draft = await c.drafted(service, draftForm(companyId, { contractType }));
      expect(draft.record.contractType).toBe(Number(contractType));
    }
    const before = await t.count('contract');
    for (const contractType of [true, 4, '2.0']) {
      const reply = await c.staffPost<ConsoleContractDetail>(service, '/add', draftForm(companyId, { contractType }));
      expect(reply, JSON.stringify(contractType)).toMatchObject({ code: Code.invalid, msg: '请填写合同类型' });
    }
    expect(await t.count('contract')).toBe(before);
  });
});

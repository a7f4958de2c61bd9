import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { UserInfo } from '../../common/areas/account/account.ts';
import type { CertificationRecord } from '../../common/areas/certification/certification-fields.ts';
import type { ConsoleCertificationDetail } from '../../common/areas/certification/console.ts';
import type { Todo } from '../../common/areas/staff/console.ts';
import type { Envelope } from '../../common/envelope.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { asFile, formIdOf, upload } from './uploads.ts';

/**
 * Certification as the buyer's screens and the console call it, for the certification tests (the
 * company's side in certification.test.ts, the staff's vetting in certification-console.test.ts):
 * images to upload, uploads and downloads, the record's calls, the wizard's steps, and records
 * completed and applied by fresh companies.
 */
export const DOCTYPES = ['organizationRegImg', 'openLicense', 'taxpayerImg', 'idCardCopy', 'idCardNational'] as const;
export type Doctype = (typeof DOCTYPES)[number];
export const PATH = /^202611-[0-9a-f]{32}\.(png|jpg)$/;

// ---- images --------------------------------------------------------------------------------

export const solid = (background = '#c00') => sharp({ create: { width: 40, height: 30, channels: 3, background } });
export const png = (background?: string) => solid(background).png().toBuffer();
export const jpeg = () => solid('#06c').jpeg().toBuffer();
export const gif = () => solid('#0a0').gif().toBuffer();

/** A real PNG of at least `bytes` bytes: random pixels, stored uncompressed. */
export async function bigPng(bytes: number): Promise<Buffer> {
  const width = 1000;
  const height = Math.ceil(bytes / 3 / width);
  const image = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(image.length).toBeGreaterThan(bytes);
  return image;
}

// ---- the wizard's steps ----------------------------------------------------------------------

export const contactStep = (name: string) => ({
  step: 0,
  name,
  code: 'CG-001',
  abbrname: '测试简称',
  linkman: '李四',
  mobile: '13912345678',
  phone: '021-62345678',
  email: 'certification@example.com',
  province: 440000,
  city: 440300,
  county: 440305,
  address: '科技园南区高新南七道10号',
});

export const companyStep = (paths: Record<Doctype, string>, changes: Record<string, unknown> = {}) => ({
  step: 1,
  socialCreditCode: '914403001922038216',
  corporation: '李四',
  // Not the demo company's legal representative's (certified already), so a fresh record's checks all pass.
  idCardNumber: '440305198503151238',
  idCardValidTimeStart: '2020-01-01',
  idCardValidTimeEnd: '2036-01-01',
  egisteredCapital: '100.5',
  establishmentDate: '2018-03-01',
  effectDateType: '1',
  businessTimeStart: '2018-03-01',
  businessTimeEnd: '2038-02-28',
  openName: '测试开户名称',
  openBank: '招商银行深圳分行',
  openAccount: '7559 1234 5678 901',
  taxpayerZg: '1',
  organizationRegImg: paths.organizationRegImg,
  openLicense: paths.openLicense,
  taxpayerImg: paths.taxpayerImg,
  ...changes,
});

export const photoStep = (paths: Record<Doctype, string>) => ({
  step: 2,
  idCardCopy: paths.idCardCopy,
  idCardNational: paths.idCardNational,
});

export function certificationSteps() {
  let t!: TestBackend;

  async function start(): Promise<TestBackend> {
    t = await startBackend();
    return t;
  }

  // ---- calls ---------------------------------------------------------------------------------

  async function uploaded(token: string, formId: string, doctype: Doctype, image?: File): Promise<string> {
    const reply = await upload(t, token, { formId, doctype }, image ?? asFile(await png(), 'scan.png'));
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  async function uploadAll(token: string, formId: string): Promise<Record<Doctype, string>> {
    const paths = {} as Record<Doctype, string>;
    for (const doctype of DOCTYPES) paths[doctype] = await uploaded(token, formId, doctype);
    return paths;
  }

  /** A stored file as the buyer (or, with `asStaff`, the console) reads it. */
  function download(path: string, token: string, asStaff = false): Promise<Response> {
    const url = new URL(
      asStaff ? `/rest/staff/attachments/${path}` : `/rest/attachment/${path}`,
      'http://backend.test',
    );
    url.searchParams.set('token', token);
    return Promise.resolve(
      t.backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })),
    );
  }

  async function downloadBytes(path: string, token: string, asStaff = false): Promise<Buffer> {
    const response = await download(path, token, asStaff);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    return Buffer.from(await response.arrayBuffer());
  }

  async function envelopeOf(response: Response): Promise<Envelope> {
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    return (await response.json()) as Envelope;
  }

  const removeFile = (token: string, filePath: string) =>
    t.call('POST', '/rest/attachment/delete', { token, body: { filePath } });

  const save = (token: string, body: Record<string, unknown>) =>
    t.call<number>('POST', '/rest/customer/save', { token, body, json: true });
  const info = (token: string, id: number) =>
    t.call<CertificationRecord>('GET', `/rest/customer/corpcert/info/${id}`, { token });
  const applyFor = (token: string, id: number) =>
    t.call<CertificationRecord>('POST', `/rest/customer/submitCustomerCheck/${id}`, { token });
  const userInfo = async (token: string) => (await t.call<UserInfo>('GET', '/rest/customer/info', { token })).data;

  const vet = async (id: number, action: string, role: string, body: Record<string, unknown> = {}) =>
    t.call<ConsoleCertificationDetail>('POST', `/rest/staff/certifications/${id}/${action}`, {
      token: await t.staffToken(role),
      body,
      json: true,
    });

  /** The certification row as stored. */
  const stored = (id: number) =>
    t.db.selectFrom('certification').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const certificationCount = () => t.count('certification');
  const queueCount = async () =>
    (await t.consoleGet<Todo>('/todo', 'viewer')).data.queues.find((queue) => queue.key === 'certifications')!.count;

  async function completeRecord(token: string, name = '完整资料测试有限公司') {
    const formId = await formIdOf(t, token);
    const paths = await uploadAll(token, formId);
    const first = await save(token, { formId, kind: 'full', ...contactStep(name) });
    expect(first.code, first.msg).toBe(0);
    const id = first.data;
    for (const step of [companyStep(paths), photoStep(paths)]) {
      const reply = await save(token, { formId, id, kind: 'full', ...step });
      expect(reply.code, reply.msg).toBe(0);
    }
    return { formId, paths, id };
  }

  /** A fresh company whose complete record waits in the staff's queue. */
  async function appliedRecord(name?: string) {
    const company = await freshCompany(t);
    const record = await completeRecord(company.token, name);
    const applied = await applyFor(company.token, record.id);
    expect(applied.code, applied.msg).toBe(0);
    return { ...company, ...record };
  }

  return {
    start,
    uploaded,
    uploadAll,
    download,
    downloadBytes,
    envelopeOf,
    removeFile,
    save,
    info,
    applyFor,
    userInfo,
    vet,
    stored,
    certificationCount,
    queueCount,
    completeRecord,
    appliedRecord,
  };
}

import { DOWNLOAD_POLICY } from '../../common/download.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificationListItem } from '../../common/areas/certification/certification-fields.ts';
import type { ConsoleCertificationDetail } from '../../common/areas/certification/console.ts';
import { Code } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { freshCompany } from './fresh-company.ts';
import type { TestBackend } from './harness.ts';
import { asFile, formIdOf, upload } from './uploads.ts';
import {
  certificationSteps,
  DOCTYPES,
  PATH,
  solid,
  png,
  jpeg,
  gif,
  bigPng,
  contactStep,
  companyStep,
  photoStep,
} from './certification-steps.ts';

/**
 * Certification as the company goes through it: uploads (form ids, checks by content,
 * re-encoding, private serving, deleting) and its certification record (saving the wizard's
 * steps, applying). The staff's vetting is certification-console.test.ts.
 */
const s = certificationSteps();
const {
  uploaded,
  uploadAll,
  download,
  downloadBytes,
  envelopeOf,
  removeFile,
  save,
  info,
  applyFor,
  vet,
  stored,
  certificationCount,
  queueCount,
  completeRecord,
  appliedRecord,
} = s;
let t: TestBackend;
let demo: string;
let other: string;

beforeAll(async () => {
  t = await s.start();
  demo = await t.buyerToken('demo');
  other = await t.buyerToken('other');
});
afterAll(() => t.close());

describe('form ids', () => {
  it('gives the main account a form id of its own company', async () => {
    const formId = await formIdOf(t, other);
    expect(formId).toMatch(/^[0-9a-f]{32}$/);
    const row = await t.db
      .selectFrom('upload_form')
      .selectAll()
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(await companyOf(t, 'other'));
    expect(await formIdOf(t, other)).not.toBe(formId);
  });

  it('gives sub-accounts a form id of their company too (for after-sale evidence), but certification images stay the main account’s (10030)', async () => {
    const demoCompany = await companyOf(t, 'demo');
    const image = asFile(await png(), 'a.png');
    for (const username of ['demo_buyer', 'demo_approver']) {
      const token = await t.buyerToken(username);
      const formId = await formIdOf(t, token);
      const row = await t.db
        .selectFrom('upload_form')
        .selectAll()
        .where('form_id', '=', formId)
        .executeTakeFirstOrThrow();
      expect(row.company_id).toBe(demoCompany);
      const before = await t.count('attachment');
      for (const doctype of DOCTYPES) {
        expect(await upload(t, token, { formId, doctype }, image)).toMatchObject({
          code: Code.roleNotAllowed,
          msg: '只有主账号可以办理企业认证',
        });
      }
      expect(await t.count('attachment')).toBe(before);
      const evidence = await upload(t, token, { formId, doctype: 'evidence' }, image);
      expect(evidence.code, evidence.msg).toBe(0);
      expect(evidence.data).toMatch(PATH);
      expect(await t.count('attachment')).toBe(before + 1);
    }
  });
});

describe('uploads', () => {
  it('stores png, jpeg and gif under a generated path and serves them to their company', async () => {
    const formId = await formIdOf(t, demo);
    const before = await t.count('attachment');
    const cases = [
      { bytes: await png(), name: 'licence.png', ext: 'png', format: 'png' },
      { bytes: await jpeg(), name: 'licence.JPG', ext: 'jpg', format: 'jpeg' },
      { bytes: await gif(), name: 'licence.gif', ext: 'png', format: 'png' },
    ];
    for (const { bytes, name, ext, format } of cases) {
      const path = await uploaded(demo, formId, 'openLicense', asFile(bytes, name));
      expect(path).toMatch(PATH);
      expect(path.endsWith(`.${ext}`)).toBe(true);
      expect(path).not.toContain('licence');
      const served = await downloadBytes(path, demo);
      expect(await sharp(served).metadata()).toMatchObject({ format, width: 40, height: 30 });
      const row = await t.db.selectFrom('attachment').selectAll().where('path', '=', path).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        company_id: await companyOf(t, 'demo'),
        form_id: formId,
        doctype: 'openLicense',
        width: 40,
        height: 30,
        bytes: served.length,
        deleted_at: null,
      });
    }
    expect(await t.count('attachment')).toBe(before + 3);
  });

  it('judges the type by content, not by name: text, a broken png and html are refused', async () => {
    const formId = await formIdOf(t, demo);
    const real = await png();
    const notImage = '只能上传 jpg、png、gif 格式的图片';
    const unreadable = '图片无法识别，请换一张清晰的 jpg、png 或 gif 图片';
    const cases = [
      { image: asFile(Buffer.from('just some text, not a picture'), 'scan.png'), msg: notImage },
      // A png's signature and header, then garbage: a png by its first bytes that nothing can decode.
      { image: asFile(Buffer.concat([real.subarray(0, 33), Buffer.alloc(2000, 'A')]), 'scan.png'), msg: unreadable },
      {
        image: asFile(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'scan.gif', 'image/gif'),
        msg: notImage,
      },
      {
        image: asFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.png'),
        msg: notImage,
      },
      // A real png cut in half.
      { image: asFile(real.subarray(0, Math.floor(real.length / 2)), 'scan.png'), msg: unreadable },
    ];
    const before = await t.count('attachment');
    for (const { image, msg } of cases) {
      expect(await upload(t, demo, { formId, doctype: 'openLicense' }, image)).toMatchObject({
        code: Code.invalid,
        msg,
      });
    }
    expect(await t.count('attachment')).toBe(before);
  });

  it('refuses an image over 2 MB, both under and over the 3 MB body limit', async () => {
    const formId = await formIdOf(t, demo);
    const before = await t.count('attachment');
    const tooLarge = { code: Code.invalid, msg: '图片不能超过2 MB' };
    // Within the body limit: the service measures the file.
    const large = asFile(await bigPng(2.5 * 1024 * 1024), 'large.png');
    expect(await upload(t, demo, { formId, doctype: 'openLicense' }, large)).toMatchObject(tooLarge);
    // Over the route's 3 MB: refused while the body is read, before any field is looked at.
    const huge = asFile(await bigPng(3.2 * 1024 * 1024), 'huge.png');
    expect(await upload(t, demo, { formId, doctype: 'openLicense' }, huge)).toMatchObject(tooLarge);
    expect(await upload(t, demo, { formId: 'not-a-form', doctype: 'nonsense' }, huge)).toMatchObject(tooLarge);
    expect(await t.count('attachment')).toBe(before);
  });

  it('refuses a missing file, a bad doctype and a bad form id with 10001', async () => {
    const formId = await formIdOf(t, demo);
    const image = asFile(await png(), 'a.png');
    expect(await upload(t, demo, { formId, doctype: 'openLicense' })).toMatchObject({
      code: Code.invalid,
      msg: '请选择要上传的图片',
    });
    expect((await upload(t, demo, { formId, doctype: 'avatar' }, image)).code).toBe(Code.invalid);
    expect((await upload(t, demo, { formId: 'not-a-form', doctype: 'openLicense' }, image)).code).toBe(Code.invalid);
  });

  it("refuses another company's form id with 10040 and a sub-account with 10030", async () => {
    const before = await t.count('attachment');
    const demoForm = await formIdOf(t, demo);
    const image = asFile(await png(), 'a.png');
    expect((await upload(t, other, { formId: demoForm, doctype: 'openLicense' }, image)).code).toBe(Code.notFound);
    const unknownForm = 'f'.repeat(32);
    expect((await upload(t, demo, { formId: unknownForm, doctype: 'openLicense' }, image)).code).toBe(Code.notFound);
    const buyer = await t.buyerToken('demo_buyer');
    expect((await upload(t, buyer, { formId: demoForm, doctype: 'openLicense' }, image)).code).toBe(
      Code.roleNotAllowed,
    );
    expect(await t.count('attachment')).toBe(before);
  });

  it('writes the image anew: EXIF is dropped', async () => {
    const secret = 'secret-copyright-holder';
    const withExif = await solid('#06c')
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: secret } } })
      .toBuffer();
    expect(withExif.includes(secret)).toBe(true);
    const path = await uploaded(
      demo,
      await formIdOf(t, demo),
      'idCardCopy',
      asFile(withExif, 'photo.jpg', 'image/jpeg'),
    );
    expect(path.endsWith('.jpg')).toBe(true);
    const served = await downloadBytes(path, demo);
    expect(served.includes(secret)).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('writes the image anew: a script after a gif is dropped and the gif becomes a png', async () => {
    const payload = Buffer.concat([await gif(), Buffer.from('<script>alert(document.cookie)</script>')]);
    const path = await uploaded(demo, await formIdOf(t, demo), 'idCardCopy', asFile(payload, 'x.gif', 'image/gif'));
    expect(path.endsWith('.png')).toBe(true);
    const response = await download(path, demo);
    expect(response.headers.get('content-type')).toBe('image/png');
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(served.includes('<script>')).toBe(false);
  });
});

describe('serving files', () => {
  it('serves a file privately, never sniffed and never run', async () => {
    const path = await uploaded(demo, await formIdOf(t, demo), 'taxpayerImg');
    const response = await download(path, demo);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': DOWNLOAD_POLICY,
      'content-disposition': 'inline; filename="taxpayerImg.png"',
    });
  });

  it("answers another company exactly as a path that never existed (10040); staff read any company's", async () => {
    const path = await uploaded(demo, await formIdOf(t, demo), 'taxpayerImg');
    const original = await downloadBytes(path, demo);
    expect(await envelopeOf(await download(path, other))).toMatchObject({ code: Code.notFound });
    expect(await envelopeOf(await download(`202611-${'0'.repeat(32)}.png`, demo))).toMatchObject({
      code: Code.notFound,
    });
    for (const role of ['service', 'viewer', 'finance']) {
      const response = await download(path, await t.staffToken(role), true);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(original);
    }
    // Nothing public leads to the stored bytes: /file/ serves only the shop's public images.
    for (const open of [
      `/file/${path}`,
      `/file/${path.slice(0, 6)}/${path}`,
      `/file/files/${path.slice(0, 6)}/${path}`,
    ]) {
      const response = await t.backend.app.fetch(new Request(new URL(open, 'http://backend.test')));
      expect(response.headers.get('content-type'), open).not.toMatch(/^image\//);
    }
    // A buyer's token is unknown on the console's side, and a staff token on the buyer's.
    expect(await envelopeOf(await download(path, demo, true))).toMatchObject({ code: Code.tokenInvalid });
    expect(await envelopeOf(await download(path, await t.staffToken('service')))).toMatchObject({
      code: Code.tokenInvalid,
    });
  });
});

describe('deleting files', () => {
  it("deletes only the company's own files", async () => {
    const path = await uploaded(demo, await formIdOf(t, demo), 'openLicense');
    expect((await removeFile(other, path)).code).toBe(Code.notFound);
    // A sub-account may not read the main account's certification images: to it they are not there.
    expect((await removeFile(await t.buyerToken('demo_buyer'), path)).code).toBe(Code.notFound);
    expect((await download(path, demo)).headers.get('content-type')).toBe('image/png');
    expect(await removeFile(demo, path)).toMatchObject({ code: 0, msg: '图片已删除' });
    expect(await envelopeOf(await download(path, demo))).toMatchObject({ code: Code.notFound });
    expect(await envelopeOf(await download(path, await t.staffToken('service'), true))).toMatchObject({
      code: Code.notFound,
    });
    expect((await removeFile(demo, path)).code).toBe(Code.notFound);
  });

  it('keeps the files of a passed certification as its evidence', async () => {
    const seeded = await t.db
      .selectFrom('attachment')
      .select('path')
      .where('company_id', '=', await companyOf(t, 'demo'))
      .where('doctype', '=', 'idCardCopy')
      .where('path', 'like', '202512-%')
      .executeTakeFirstOrThrow();
    expect(await removeFile(demo, seeded.path)).toMatchObject({
      code: Code.refused,
      msg: '该图片属于已提交的资料（审核中或已通过的认证、已申请的售后），不能删除',
    });
    expect((await download(seeded.path, demo)).headers.get('content-type')).toBe('image/png');
  });

  it("clears the field of a record still being edited that held the file; other files don't touch it", async () => {
    const { token } = await freshCompany(t);
    const { id, paths, formId } = await completeRecord(token);
    const spare = await uploaded(token, formId, 'taxpayerImg');
    expect((await removeFile(token, spare)).code).toBe(0);
    expect((await info(token, id)).data.taxpayerImg).toBe(paths.taxpayerImg);
    expect((await removeFile(token, paths.taxpayerImg)).code).toBe(0);
    const record = (await info(token, id)).data;
    expect(record.taxpayerImg).toBe('');
    expect(record.openLicense).toBe(paths.openLicense);
    // Applying now misses the image.
    expect(await applyFor(token, id)).toMatchObject({
      code: Code.invalid,
      msg: '认证资料还不完整：请上传一般纳税人证明',
    });
    expect((await stored(id)).cert_status).toBe(0);
  });

  it('refuses to delete the files of a record waiting for vetting (5) or being vetted (1)', async () => {
    const record = await appliedRecord();
    expect((await removeFile(record.token, record.paths.idCardCopy)).code).toBe(Code.refused);
    expect((await vet(record.id, 'claim', 'service', { seen: 5 })).code).toBe(0);
    expect((await removeFile(record.token, record.paths.idCardNational)).code).toBe(Code.refused);
    const row = await stored(record.id);
    expect(JSON.parse(row.fields_json)).toMatchObject({
      idCardCopy: record.paths.idCardCopy,
      idCardNational: record.paths.idCardNational,
    });
    for (const path of [record.paths.idCardCopy, record.paths.idCardNational])
      expect((await download(path, await t.staffToken('service'), true)).headers.get('content-type')).toBe('image/png');
  });
});

describe('the certification record', () => {
  it('creates the record on the first step and keeps each step; only the main account handles it', async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const first = await save(token, { formId, kind: 'full', ...contactStep('第一步测试有限公司') });
    expect(first).toMatchObject({ code: 0, msg: '认证资料已保存' });
    const record = (await info(token, first.data)).data;
    expect(record).toMatchObject({
      id: first.data,
      kind: 'full',
      certStatus: 0,
      formId,
      savedStep: 0,
      name: '第一步测试有限公司',
      phone: '021-62345678',
      province: 440000,
      city: 440300,
      county: 440305,
      areaName: '广东省深圳市南山区',
      socialCreditCode: '',
      actions: ['edit', 'apply'],
    });
    const list = await t.call<CertificationListItem[]>('GET', '/rest/customer/corpcert/list', { token });
    expect(list.data).toEqual([
      expect.objectContaining({ id: first.data, certStatus: 0, email: 'certification@example.com' }),
    ]);

    const paths = await uploadAll(token, formId);
    const second = await save(token, { formId, id: first.data, kind: 'full', ...companyStep(paths) });
    expect(second).toMatchObject({ code: 0, data: first.data });
    expect((await info(token, first.data)).data).toMatchObject({
      name: '第一步测试有限公司',
      savedStep: 1,
      socialCreditCode: '914403001922038216',
      openAccount: '755912345678901',
      organizationRegImg: paths.organizationRegImg,
      idCardValidTimeEnd: '2036-01-01',
      idCardLongTerm: false,
    });
  });

  it("shows a company only its own records: another company's id is 10040, sub-accounts 10030", async () => {
    const seeded = (await t.call<CertificationListItem[]>('GET', '/rest/customer/corpcert/list', { token: demo })).data;
    expect(seeded).toEqual([expect.objectContaining({ certStatus: 2, actions: [] })]);
    const id = seeded[0]!.id;
    expect((await info(demo, id)).data).toMatchObject({ certStatus: 2, socialCreditCode: '91310115MA1H7XKQ2G' });
    expect((await info(other, id)).code).toBe(Code.notFound);
    const buyer = await t.buyerToken('demo_buyer');
    expect((await info(buyer, id)).code).toBe(Code.roleNotAllowed);
    expect((await t.call('GET', '/rest/customer/corpcert/list', { token: buyer })).code).toBe(Code.roleNotAllowed);
    expect(
      (await save(buyer, { formId: await formIdOf(t, demo), kind: 'full', ...contactStep('子账号有限公司') })).code,
    ).toBe(Code.roleNotAllowed);
    expect((await applyFor(buyer, id)).code).toBe(Code.roleNotAllowed);
  });

  it('refuses bad input with 10001 and writes nothing', async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const contact = contactStep('校验测试有限公司');
    const before = await certificationCount();
    for (const [changes, msg] of [
      [{ name: 'Acme Ltd' }, undefined],
      [{ phone: '62345678x' }, undefined],
      [{ mobile: '1391234' }, undefined],
      [{ email: 'not-an-email' }, undefined],
      [{ code: '编码' }, '企业编码只能包含字母、数字、下划线和减号'],
      [{ county: 'x' }, undefined],
    ] as const) {
      const reply = await save(token, { formId, kind: 'full', ...contact, ...changes });
      expect(reply.code, JSON.stringify(changes)).toBe(Code.invalid);
      if (msg) expect(reply.msg).toBe(msg);
    }
    // A county of another city names no region.
    expect(await save(token, { formId, kind: 'full', ...contact, county: 110105 })).toMatchObject({
      code: Code.refused,
      msg: '请输入省市区',
    });
    expect(await certificationCount()).toBe(before);

    const { data: id } = await save(token, { formId, kind: 'full', ...contact });
    const saved = await stored(id);
    const paths = await uploadAll(token, formId);
    for (const [changes, msg] of [
      [{ socialCreditCode: '914403001922038217' }, '统一社会信用代码不正确，请核对营业执照上的18位代码'],
      [{ idCardNumber: '110105194912310021' }, undefined],
      [{ openAccount: '1234567' }, '银行账号应为8到30位数字'],
      [{ egisteredCapital: '0' }, undefined],
      [{ effectDateType: '3' }, undefined],
      [{ businessTimeEnd: '' }, '请填写营业期限结束'],
      [{ businessTimeEnd: '2017-01-01' }, '营业期限结束不能早于开始日期'],
      [{ idCardValidTimeEnd: '2026-11-21' }, '身份证已过有效期，请使用有效期内的身份证'],
      [{ idCardValidTimeEnd: '' }, undefined],
      [{ idCardValidTimeEnd: '2026-02-30' }, undefined],
      [{ establishmentDate: '2026-11-23' }, '成立日期不能晚于今天'],
      [{ taxpayerImg: undefined }, '请上传一般纳税人证明'],
      [{ taxpayerImg: 'http://example.com/x.png' }, '请上传一般纳税人证明'],
    ] as const) {
      const reply = await save(token, { formId, id, kind: 'full', ...companyStep(paths, changes) });
      expect(reply.code, JSON.stringify(changes)).toBe(Code.invalid);
      if (msg) expect(reply.msg, JSON.stringify(changes)).toBe(msg);
    }
    expect(await stored(id)).toEqual(saved);
    expect(await certificationCount()).toBe(before + 1);
  });

  it("judges dates by the shop's clock (2026-11-22 here), whatever the machine's date", async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const { data: id } = await save(token, { formId, kind: 'full', ...contactStep('日期测试有限公司') });
    const paths = await uploadAll(token, formId);
    const tomorrow = companyStep(paths, { idCardValidTimeEnd: '2026-11-23' });
    expect((await save(token, { formId, id, kind: 'full', ...tomorrow })).code).toBe(0);
    const today = companyStep(paths, { establishmentDate: '2026-11-22', businessTimeStart: '2026-11-22' });
    expect((await save(token, { formId, id, kind: 'full', ...today })).code).toBe(0);
  });

  it('takes a long-term ID card without an end date', async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const { data: id } = await save(token, { formId, kind: 'full', ...contactStep('长期有效测试有限公司') });
    const paths = await uploadAll(token, formId);
    const longTerm = companyStep(paths, {
      idCardLongTerm: 'true',
      idCardValidTimeEnd: '2020-06-01',
      effectDateType: '2',
      businessTimeEnd: undefined,
    });
    expect((await save(token, { formId, id, kind: 'full', ...longTerm })).code).toBe(0);
    expect((await info(token, id)).data).toMatchObject({
      idCardLongTerm: true,
      idCardValidTimeEnd: '',
      effectDateType: '2',
      businessTimeEnd: '',
    });
  });

  it("refuses images that are not the company's own uploads of this form and doctype (10040)", async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const { data: id } = await save(token, { formId, kind: 'full', ...contactStep('图片归属测试有限公司') });
    const paths = await uploadAll(token, formId);
    const saved = await stored(id);
    const demoPath = await uploaded(demo, await formIdOf(t, demo), 'taxpayerImg');
    const otherForm = await uploaded(token, await formIdOf(t, token), 'taxpayerImg');
    const deleted = await uploaded(token, formId, 'taxpayerImg');
    expect((await removeFile(token, deleted)).code).toBe(0);
    for (const taxpayerImg of [demoPath, otherForm, paths.openLicense, deleted, `202611-${'a'.repeat(32)}.png`]) {
      const reply = await save(token, { formId, id, kind: 'full', ...companyStep(paths, { taxpayerImg }) });
      expect(reply.code, taxpayerImg).toBe(Code.notFound);
    }
    expect(await stored(id)).toEqual(saved);
  });

  it('keeps one record per company: a second form is refused, a double first save makes one record', async () => {
    const { token, companyId } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const contact = { formId, kind: 'full', ...contactStep('并发保存测试有限公司') };
    const replies = await Promise.all([save(token, contact), save(token, contact)]);
    const rows = await t.db.selectFrom('certification').selectAll().where('company_id', '=', companyId).execute();
    expect(rows).toHaveLength(1);
    for (const reply of replies) expect(reply).toMatchObject({ code: 0, data: rows[0]!.id });
    // Posted again (the back button), the first save finds the record it made.
    expect(await save(token, contact)).toMatchObject({ code: 0, data: rows[0]!.id });
    const secondForm = await formIdOf(t, token);
    expect(await save(token, { ...contact, formId: secondForm })).toMatchObject({
      code: Code.refused,
      msg: '企业已有认证记录，请在认证列表中编辑',
    });
    expect(await save(token, { ...contact, formId: secondForm, id: rows[0]!.id })).toMatchObject({
      code: Code.notFound,
    });
    expect((await save(token, { ...contact, id: 999_999 })).code).toBe(Code.notFound);
    const demoRecord = (await t.call<CertificationListItem[]>('GET', '/rest/customer/corpcert/list', { token: demo }))
      .data[0]!;
    expect((await save(token, { ...contact, id: demoRecord.id })).code).toBe(Code.notFound);
    expect(
      await t.db.selectFrom('certification').select('id').where('company_id', '=', companyId).execute(),
    ).toHaveLength(1);
  });
});

describe('saving all at once, and the simple form', () => {
  it('saves the whole wizard in one call, checking the region as the first step does', async () => {
    const { token, companyId } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const paths = await uploadAll(token, formId);
    const whole = (county: number) => {
      const { step: _0, ...contact } = contactStep('一次保存测试有限公司');
      const { step: _1, ...company } = companyStep(paths);
      const { step: _2, ...photos } = photoStep(paths);
      return { formId, kind: 'full', ...contact, county, ...company, ...photos };
    };
    expect(await save(token, whole(110105))).toMatchObject({ code: Code.refused, msg: '请输入省市区' });
    expect(await t.db.selectFrom('certification').select('id').where('company_id', '=', companyId).execute()).toEqual(
      [],
    );
    const reply = await save(token, whole(440305));
    expect(reply.code, reply.msg).toBe(0);
    expect((await info(token, reply.data)).data).toMatchObject({
      savedStep: 2,
      areaName: '广东省深圳市南山区',
      idCardNational: paths.idCardNational,
    });
    expect((await applyFor(token, reply.data)).data.certStatus).toBe(5);
  });

  it('saves and applies the simple form; the old 15-digit licence number passes the check', async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const licence = await uploaded(token, formId, 'organizationRegImg');
    const simple = {
      formId,
      kind: 'simple',
      emailOrMobile: '13912345678',
      name: '简易认证测试有限公司',
      organizationRegNo: '440301123456789',
      organizationRegImg: licence,
      legalName: '王五',
      legalIdentityCard: '11010519491231002X',
    };
    expect((await save(token, { ...simple, organizationRegNo: '91440300192203821' })).code).toBe(Code.invalid);
    expect(
      (await save(token, { ...simple, organizationRegImg: await uploaded(token, formId, 'openLicense') })).code,
    ).toBe(Code.notFound);
    const { data: id } = await save(token, simple);
    expect((await info(token, id)).data).toMatchObject({ kind: 'simple', organizationRegNo: '440301123456789' });
    expect((await applyFor(token, id)).data.certStatus).toBe(5);
    const detail = await t.consoleGet<ConsoleCertificationDetail>(`/certifications/${id}`, 'service');
    // The legal representative's ID number is the demo company's certified one: named, with its id.
    expect(detail.data.checks).toEqual([
      { check: 'creditCode', passed: true },
      { check: 'idCard', passed: true },
      { check: 'nameMatches', passed: false },
      { check: 'creditCodeUnique', passed: true },
      {
        check: 'idCardUnique',
        passed: false,
        company: { id: await companyOf(t, 'demo'), name: '示例科技有限公司' },
      },
    ]);
  });
});

describe('saves and deletes at the same time', () => {
  it('keeps both of two steps saved at once', async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const { data: id } = await save(token, { formId, kind: 'full', ...contactStep('同时保存测试有限公司') });
    const paths = await uploadAll(token, formId);
    const replies = await Promise.all([
      save(token, { formId, id, kind: 'full', ...companyStep(paths) }),
      save(token, { formId, id, kind: 'full', ...photoStep(paths) }),
    ]);
    expect(replies.map((reply) => reply.code)).toEqual([0, 0]);
    expect((await info(token, id)).data).toMatchObject({
      savedStep: 2,
      socialCreditCode: '914403001922038216',
      idCardCopy: paths.idCardCopy,
    });
  });

  it('never leaves an applied record without a file: applying and deleting race, one of them wins', async () => {
    const { token } = await freshCompany(t);
    const { id, paths } = await completeRecord(token);
    const [removed, applied] = await Promise.all([removeFile(token, paths.idCardCopy), applyFor(token, id)]);
    const record = (await info(token, id)).data;
    if (applied.code === 0) {
      expect(removed.code).toBe(Code.refused);
      expect(record).toMatchObject({ certStatus: 5, idCardCopy: paths.idCardCopy });
      expect((await download(paths.idCardCopy, token)).headers.get('content-type')).toBe('image/png');
    } else {
      expect(removed.code).toBe(0);
      expect(applied.code).toBe(Code.invalid);
      expect(record).toMatchObject({ certStatus: 0, idCardCopy: '' });
    }
  });
});

describe('applying', () => {
  it('refuses an incomplete record with the missing field and leaves it unapplied', async () => {
    const { token } = await freshCompany(t);
    const formId = await formIdOf(t, token);
    const { data: id } = await save(token, { formId, kind: 'full', ...contactStep('未完成测试有限公司') });
    const reply = await applyFor(token, id);
    expect(reply.code).toBe(Code.invalid);
    expect(reply.msg).toMatch(/^认证资料还不完整：/);
    expect(await stored(id)).toMatchObject({ cert_status: 0, applied_at: null });
  });

  it('applies a complete record once; then it cannot be changed or applied again', async () => {
    const { token } = await freshCompany(t);
    const { id, formId, paths } = await completeRecord(token);
    const queued = await queueCount();
    const applied = await applyFor(token, id);
    expect(applied).toMatchObject({ code: 0, data: { certStatus: 5, actions: [] } });
    expect(applied.data.applyDate).toBe('2026-11-22 10:00:00');
    expect(await queueCount()).toBe(queued + 1);
    const row = await stored(id);
    expect((await applyFor(token, id)).code).toBe(Code.refused);
    const edit = await save(token, { formId, id, kind: 'full', ...contactStep('改名测试有限公司') });
    expect(edit).toMatchObject({ code: Code.refused, msg: '认证资料已提交审核或已通过，不能修改' });
    const again = await save(token, { formId, kind: 'full', ...companyStep(paths) });
    expect(again.code).toBe(Code.refused);
    expect(await stored(id)).toEqual(row);
  });

  it("refuses another company's record with 10040", async () => {
    const record = await appliedRecord();
    expect((await applyFor(other, record.id)).code).toBe(Code.notFound);
    expect((await info(other, record.id)).code).toBe(Code.notFound);
  });
});

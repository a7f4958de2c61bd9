import { describe, expect, it } from 'vitest';
import { certificationStepSchema } from '../../common/areas/certification/certification.ts';
import { certificationChecks } from '../../common/areas/certification/checks.ts';
import {
  buyerCertificationActionsOf,
  certificationNextState,
  CertificationStatus,
  staffCertificationActionsOf,
} from '../../common/areas/certification/transitions.ts';
import { isCreditCode } from '../../common/rules.ts';

describe('isCreditCode (GB 32100-2015)', () => {
  // Codes printed on real business licences, among them ones whose check character is a letter.
  it.each([
    ['华为技术有限公司', '914403001922038216'],
    ['深圳市腾讯计算机系统有限公司', '91440300708461136T'],
    ['北京百度网讯科技有限公司', '91110000802100433B'],
    ['阿里巴巴（中国）有限公司', '91330100799655058B'],
    ['an individually assigned code', '91350100M000100Y43'],
  ])('accepts the code of %s', (_name, code) => expect(isCreditCode(code)).toBe(true));

  it.each([
    ['a wrong check character', '914403001922038217'],
    ['a letter the standard leaves out (I, O, S, V, Z)', '91440300708461136I'],
    ['17 characters', '91440300708461136'],
    ['19 characters', '91440300708461136TT'],
    ['an old 15-digit registration number', '440301103097413'],
  ])('refuses %s', (_label, code) => expect(isCreditCode(code)).toBe(false));

  it('reads lower case as the licence prints it', () => expect(isCreditCode('91440300708461136t')).toBe(true));
});

describe('the certification transition table', () => {
  it('lets the buyer edit and apply only at 0, 3 and 4 (SPEC §4)', () => {
    for (const status of [CertificationStatus.notApplied, CertificationStatus.failed, CertificationStatus.rejected])
      expect(buyerCertificationActionsOf(status)).toEqual(['edit', 'apply']);
    for (const status of [CertificationStatus.inCertification, CertificationStatus.passed, CertificationStatus.applied])
      expect(buyerCertificationActionsOf(status)).toEqual([]);
  });

  it('makes the staff claim before deciding, and decides only once', () => {
    expect(staffCertificationActionsOf(CertificationStatus.applied)).toEqual(['claim']);
    expect(staffCertificationActionsOf(CertificationStatus.inCertification)).toEqual([
      'release',
      'approve',
      'fail',
      'reject',
    ]);
    expect(certificationNextState(CertificationStatus.inCertification, 'fail')).toBe(CertificationStatus.failed);
    expect(certificationNextState(CertificationStatus.passed, 'approve')).toBeUndefined();
    expect(certificationNextState(CertificationStatus.failed, 'apply')).toBe(CertificationStatus.applied);
  });
});

describe('the company step', () => {
  const step = (fields: Record<string, string>) =>
    certificationStepSchema(1, 'zh-CN', '2026-11-24').safeParse({
      socialCreditCode: '914403001922038216',
      corporation: '陈晨',
      idCardNumber: '11010519491231002X',
      idCardValidTimeStart: '2020-01-01',
      idCardValidTimeEnd: '2030-01-01',
      egisteredCapital: '100',
      establishmentDate: '2015-06-01',
      effectDateType: '1',
      businessTimeStart: '2015-06-01',
      businessTimeEnd: '2035-06-01',
      openName: '自建测试有限公司',
      openBank: '中国银行',
      openAccount: '6222 0202 0000 1234',
      taxpayerZg: '1',
      organizationRegImg: `202611-${'a'.repeat(32)}.png`,
      openLicense: `202611-${'b'.repeat(32)}.png`,
      taxpayerImg: `202611-${'c'.repeat(32)}.jpg`,
      ...fields,
    });
  const firstMessage = (result: ReturnType<typeof step>) => (result.success ? null : result.error.issues[0]!.message);

  it('takes a complete step, the bank account without its spaces', () => {
    const result = step({});
    expect(result.success && (result.data as { openAccount: string }).openAccount).toBe('6222020200001234');
  });

  it('refuses an ID card that has expired, unless it is long-term', () => {
    expect(firstMessage(step({ idCardValidTimeEnd: '2026-11-23' }))).toBe('身份证已过有效期，请使用有效期内的身份证');
    expect(step({ idCardValidTimeEnd: '', idCardLongTerm: 'on' }).success).toBe(true);
  });

  it('needs the business term’s end for a fixed term only (SPEC §4 effectDateType)', () => {
    expect(firstMessage(step({ businessTimeEnd: '' }))).toBe('请填写营业期限结束');
    expect(step({ effectDateType: '2', businessTimeEnd: '' }).success).toBe(true);
    expect(firstMessage(step({ businessTimeEnd: '2014-01-01' }))).toBe('营业期限结束不能早于开始日期');
  });

  it('refuses a date of establishment in the future', () =>
    expect(firstMessage(step({ establishmentDate: '2026-11-25' }))).toBe('成立日期不能晚于今天'));
});

describe('the automatic checks the vetting staff see', () => {
  const record = {
    kind: 'full' as const,
    name: '自建测试有限公司',
    registeredName: '自建测试有限公司',
    socialCreditCode: '914403001922038216',
    organizationRegNo: '',
    idCardNumber: '11010519491231002X',
    legalIdentityCard: '',
    idCardValidTimeEnd: '2030-01-01',
    idCardLongTerm: false,
  };

  it('passes a sound record', () =>
    expect(certificationChecks(record, '2026-11-24').every((check) => check.passed)).toBe(true));

  it('fails an expired ID and a changed name, which the vetting staff then weigh', () => {
    const checks = certificationChecks(
      { ...record, idCardValidTimeEnd: '2026-01-01', name: '自建测试（杭州）有限公司' },
      '2026-11-24',
    );
    expect(checks.filter((check) => !check.passed).map((check) => check.check)).toEqual(['idCardValid', 'nameMatches']);
  });
});

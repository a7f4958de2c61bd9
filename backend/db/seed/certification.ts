import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { FileStore } from '../../adapters/files.ts';
import type { Database } from '../types.ts';
import { DEMO_CREDIT_CODE } from './companies.ts';
import { DAY_MS, SEED_EPOCH } from './random.ts';

/** What each demo image says it is: a grey card with its title, so nobody takes it for a real one. */
const TITLES = {
  organizationRegImg: 'BUSINESS LICENCE (DEMO)',
  openLicense: 'BANK ACCOUNT LICENCE (DEMO)',
  taxpayerImg: 'GENERAL TAXPAYER (DEMO)',
  idCardCopy: 'ID CARD, PHOTO (DEMO)',
  idCardNational: 'ID CARD, EMBLEM (DEMO)',
} as const;

/** A stable name for a seeded file, so every fresh start stores the same paths. */
const seededHex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

async function demoImage(title: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="16" fill="#eef2f6"/><rect x="16" y="16" width="608" height="368" rx="10" fill="none" stroke="#8a9bb0" stroke-width="4"/>
    <rect x="48" y="80" width="150" height="190" rx="8" fill="#c8d3df"/>
    <text x="220" y="120" font-family="sans-serif" font-size="20" font-weight="bold" fill="#2d3e50">${title}</text>
    <text x="220" y="170" font-family="sans-serif" font-size="20" fill="#4d5e70">Caigou demo data</text>
    <text x="220" y="205" font-family="sans-serif" font-size="20" fill="#4d5e70">${DEMO_CREDIT_CODE}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The demo company's passed certification: the three-step record with its five
 * images (drawn here, stored as uploads are), approved, so the user centre shows 已认证 and
 * the console shows a finished vetting. The second demo company has none: it sees 立即认证.
 */
export async function seedCertification(db: Kysely<Database>, files: FileStore): Promise<void> {
  const company = await db
    .selectFrom('company')
    .innerJoin('account', 'account.company_id', 'company.id')
    .select(['company.id', 'company.name', 'account.id as account_id'])
    .where('account.username', '=', 'demo')
    .executeTakeFirstOrThrow();
  const appliedAt = SEED_EPOCH - 20 * DAY_MS;
  const checkedAt = appliedAt + DAY_MS;
  const formId = seededHex('demo certification form');
  await db
    .insertInto('upload_form')
    .values({ form_id: formId, company_id: company.id, created_at: appliedAt })
    .execute();
  const paths: Record<string, string> = {};
  for (const doctype of Object.keys(TITLES) as (keyof typeof TITLES)[]) {
    const image = await demoImage(TITLES[doctype]);
    const path = `202512-${seededHex(doctype)}.png`;
    await files.put(path, image.bytes);
    await db
      .insertInto('attachment')
      .values({
        company_id: company.id,
        form_id: formId,
        doctype,
        path,
        content_type: 'image/png',
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
        uploaded_by: company.account_id,
        created_at: appliedAt,
      })
      .execute();
    paths[doctype] = path;
  }
  const fields = {
    name: company.name,
    code: 'DEMO001',
    abbrname: '示例科技',
    linkman: '张三',
    mobile: '13800000000',
    phone: '021-50000000',
    email: 'demo@example.com',
    province: 310000,
    city: 310100,
    county: 310115,
    areaName: '上海市浦东新区',
    address: '世纪大道100号',
    socialCreditCode: DEMO_CREDIT_CODE,
    corporation: '张三',
    idCardNumber: '11010519491231002X',
    idCardValidTimeStart: '2020-01-01',
    idCardValidTimeEnd: '',
    idCardLongTerm: true,
    egisteredCapital: '500',
    establishmentDate: '2015-06-01',
    effectDateType: '2',
    businessTimeStart: '2015-06-01',
    businessTimeEnd: '',
    openName: company.name,
    openBank: '中国工商银行上海浦东支行',
    openAccount: '1001234509876543210',
    taxpayerZg: '1',
    ...paths,
  };
  await db
    .insertInto('certification')
    .values({
      company_id: company.id,
      kind: 'full',
      // certStatus 2: passed (SPEC §4).
      cert_status: 2,
      form_id: formId,
      saved_step: 2,
      name: company.name,
      fields_json: JSON.stringify(fields),
      applied_at: appliedAt,
      checked_at: checkedAt,
      created_at: appliedAt,
      updated_at: checkedAt,
    })
    .execute();
  await db.updateTable('company').set({ certified_at: checkedAt }).where('id', '=', company.id).execute();
}

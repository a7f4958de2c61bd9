import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../password.ts';
import type { AddressTable } from '../tables/addresses.ts';
import type { InvoiceHeaderTable } from '../tables/invoice-headers.ts';
import type { Database } from '../types.ts';
import { DAY_MS, SEED_EPOCH } from './random.ts';

/**
 * The demo company's unified social credit code (a valid GB 32100 check character): its
 * certification states it and its invoice header carries it as the tax number, as a real
 * company's would, so a 专票 can be issued to it and the header passes the form's own check.
 */
export const DEMO_CREDIT_CODE = '91310115MA1H7XKQ2G';

/**
 * The demo company of DESIGN.md with its three accounts, and a second company whose
 * data the tests use to prove one company never sees another's. Each has a default
 * delivery address and the demo company an ordinary invoice header, so a fresh
 * `npm start` can check out at once. Region ids are the national codes of the
 * region table (@vant/area-data).
 */
interface CompanyDef {
  name: string;
  linkman: string;
  mobile: string;
  email: string;
  accounts: readonly {
    username: string;
    password: string;
    accountType: 0 | 1 | 2;
    linkman: string;
    mobile: string;
    email: string;
  }[];
  address: Omit<Insertable<AddressTable>, 'company_id' | 'is_default' | 'created_at'>;
  invoiceHeader?: Omit<Insertable<InvoiceHeaderTable>, 'company_id' | 'created_at' | 'updated_at'>;
}

const COMPANIES: readonly CompanyDef[] = [
  {
    name: '示例科技有限公司',
    linkman: '张三',
    mobile: '13800000000',
    email: 'demo@example.com',
    accounts: [
      {
        username: 'demo',
        password: 'Demo12345',
        accountType: 0,
        linkman: '张三',
        mobile: '13800000000',
        email: 'demo@example.com',
      },
      {
        username: 'demo_approver',
        password: 'Demo12345',
        accountType: 1,
        linkman: '李娜',
        mobile: '13800000001',
        email: 'approver@example.com',
      },
      {
        username: 'demo_buyer',
        password: 'Demo12345',
        accountType: 2,
        linkman: '王强',
        mobile: '13800000002',
        email: 'buyer@example.com',
      },
    ],
    address: {
      consignee: '张三',
      province: 310000,
      city: 310100,
      county: 310115,
      province_name: '上海市',
      city_name: '上海市',
      county_name: '浦东新区',
      address: '张江高科技园区碧波路690号3号楼501室',
      mobile: '13800000000',
      phone: '021-50801234',
    },
    invoiceHeader: {
      invoice_type: 1,
      unit_name: '示例科技有限公司',
      taxcode: DEMO_CREDIT_CODE,
      content: '商品明细',
      receive: '张三',
      mobile: '13800000000',
      email: 'demo@example.com',
    },
  },
  {
    name: '另一贸易有限公司',
    linkman: '李四',
    mobile: '13900000000',
    email: 'other@example.com',
    accounts: [
      {
        username: 'other',
        password: 'Other12345',
        accountType: 0,
        linkman: '李四',
        mobile: '13900000000',
        email: 'other@example.com',
      },
    ],
    address: {
      consignee: '李四',
      province: 440000,
      city: 440300,
      county: 440305,
      province_name: '广东省',
      city_name: '深圳市',
      county_name: '南山区',
      address: '科技园南区高新南七道10号A座12楼',
      mobile: '13900000000',
    },
  },
  // Two more companies on credit, each with last month's statement waiting (statements.ts): the
  // month's chain can be walked from both sides, once with JavaScript and once without.
  ...(
    [
      [
        '华东精密制造有限公司',
        'huadong',
        '钱七',
        '17700000001',
        310000,
        310100,
        310112,
        '上海市',
        '闵行区',
        '莘庄工业区春东路508号',
        '91310112MA1G4H5J6B',
      ],
      [
        '华南五金贸易有限公司',
        'huanan',
        '孙八',
        '17700000002',
        440000,
        440100,
        440106,
        '广州市',
        '天河区',
        '天河北路233号中信广场21楼',
        '91440101MA5C7D8E9F',
      ],
    ] as const
  ).map(
    ([
      name,
      username,
      linkman,
      mobile,
      province,
      city,
      county,
      cityName,
      countyName,
      address,
      taxcode,
    ]): CompanyDef => ({
      name,
      linkman,
      mobile,
      email: `${username}@example.com`,
      accounts: [
        { username, password: 'Demo12345', accountType: 0, linkman, mobile, email: `${username}@example.com` },
      ],
      address: {
        consignee: linkman,
        province,
        city,
        county,
        province_name: province === 310000 ? '上海市' : '广东省',
        city_name: cityName,
        county_name: countyName,
        address,
        mobile,
      },
      invoiceHeader: {
        invoice_type: 1,
        unit_name: name,
        taxcode,
        content: '商品明细',
        receive: linkman,
        mobile,
        email: `${username}@example.com`,
      },
    }),
  ),
];

export async function seedCompanies(db: Kysely<Database>): Promise<void> {
  for (const [index, company] of COMPANIES.entries()) {
    const createdAt = SEED_EPOCH - (30 - index) * DAY_MS;
    const { id } = await db
      .insertInto('company')
      .values({
        name: company.name,
        linkman: company.linkman,
        mobile: company.mobile,
        email: company.email,
        status: 'approved',
        created_at: createdAt,
        vetted_at: createdAt + DAY_MS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts = await Promise.all(
      company.accounts.map(async (account, position) => ({
        company_id: id,
        username: account.username,
        password_hash: await hashPassword(account.password),
        account_type: account.accountType,
        linkman: account.linkman,
        mobile: account.mobile,
        email: account.email,
        created_at: createdAt + DAY_MS + position * 3_600_000,
      })),
    );
    await db.insertInto('account').values(accounts).execute();
    const since = createdAt + DAY_MS;
    await db
      .insertInto('address')
      .values({ ...company.address, company_id: id, is_default: 1, created_at: since })
      .execute();
    if (company.invoiceHeader) {
      await db
        .insertInto('invoice_header')
        .values({ ...company.invoiceHeader, company_id: id, created_at: since, updated_at: since })
        .execute();
    }
  }
}

import type { Kysely } from 'kysely';
import { hashPassword } from '../../services/password.ts';
import type { Database } from '../types.ts';
import { DAY_MS, SEED_EPOCH } from './random.ts';

/**
 * The demo company of DESIGN.md with its three accounts, and a second company whose
 * data the tests use to prove one company never sees another's.
 */
interface CompanyDef {
  name: string;
  linkman: string;
  mobile: string;
  email: string;
  /** Credit quota in yuan. */
  quotaYuan: number;
  accounts: readonly {
    username: string;
    password: string;
    accountType: 0 | 1 | 2;
    linkman: string;
    mobile: string;
    email: string;
  }[];
}

const COMPANIES: readonly CompanyDef[] = [
  {
    name: '示例科技有限公司',
    linkman: '张三',
    mobile: '13800000000',
    email: 'demo@example.com',
    quotaYuan: 500_000,
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
        username: 'demo_reviewer',
        password: 'Demo12345',
        accountType: 1,
        linkman: '李娜',
        mobile: '13800000001',
        email: 'reviewer@example.com',
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
  },
  {
    name: '另一贸易有限公司',
    linkman: '李四',
    mobile: '13900000000',
    email: 'other@example.com',
    quotaYuan: 200_000,
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
  },
];

const TEN_THOUSANDTHS = 10_000;

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
        quota: company.quotaYuan * TEN_THOUSANDTHS,
        created_at: createdAt,
        reviewed_at: createdAt + DAY_MS,
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
  }
}

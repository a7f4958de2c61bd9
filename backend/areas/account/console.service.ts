import { companyActionsOf, type CompanyAction } from '../../../common/areas/account/transitions.ts';
import { VETTING_WORKING_DAYS } from '../../../common/areas/staff/console.ts';
import type { ConsoleCompany, ConsoleCompanyDetail } from '../../../common/areas/account/console.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message, type MessageKey } from '../../../common/messages.ts';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { addWorkingDays, wireTime } from '../../../common/time.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { timelineOf } from '../../services/audit.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';
import { companyMatches } from '../../services/company-match.ts';
import { COMPANY_ACTION_RULES } from '../../../common/areas/account/console.ts';
import { moveCompany } from './company-transition.ts';

/** The SMS each action sends the company's main account, if any. */
const SMS: Record<CompanyAction, MessageKey | null> = {
  approve: 'smsApprovedText',
  refuse: 'smsRefusedText',
  block: 'smsBlockedText',
  unblock: null,
};

/** Registrations and companies on the staff side: vetting (approve, refuse), block and unblock. */
export function companyConsoleService({ db, clock, sms }: Deps) {
  const base = () =>
    db
      .selectFrom('company')
      .innerJoin('account', (join) =>
        join.onRef('account.company_id', '=', 'company.id').on('account.account_type', '=', CustomerAccountType.main),
      );

  const columns = [
    'company.id',
    'company.name',
    'company.status',
    'company.created_at',
    'company.vetted_at',
    'company.blocked_at',
    'company.certified_at',
    'account.username',
    'account.linkman',
    'account.mobile',
    'account.email',
  ] as const;

  type Row = {
    id: number;
    name: string;
    status: string;
    created_at: number;
    vetted_at: number | null;
    blocked_at: number | null;
    certified_at: number | null;
    username: string;
    linkman: string;
    mobile: string;
    email: string;
  };

  const toWire = (row: Row): ConsoleCompany => ({
    id: row.id,
    name: row.name,
    status: row.status,
    username: row.username,
    linkman: row.linkman,
    mobile: row.mobile,
    email: row.email,
    createDate: wireTime(row.created_at),
    vettedDate: row.vetted_at === null ? null : wireTime(row.vetted_at),
    deadline:
      row.status === CompanyStatus.pending ? wireTime(addWorkingDays(row.created_at, VETTING_WORKING_DAYS)) : null,
    blockDate: row.blocked_at === null ? null : wireTime(row.blocked_at),
    certified: row.certified_at !== null,
  });

  const detail = async (companyId: number): Promise<ConsoleCompanyDetail> => {
    const row = await base().select(columns).where('company.id', '=', companyId).executeTakeFirst();
    if (!row) throw notFound();
    const [accounts, orders, timeline] = await Promise.all([
      db
        .selectFrom('account')
        .select(['id', 'username', 'account_type', 'linkman', 'mobile'])
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .orderBy('account_type')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
      timelineOf(db, 'company', companyId),
    ]);
    return {
      ...toWire(row),
      accounts: accounts.map((a) => ({
        id: a.id,
        username: a.username,
        accountType: a.account_type,
        linkman: a.linkman,
        mobile: a.mobile,
      })),
      orderCount: Number(orders.count),
      actions: companyActionsOf(row.status),
      timeline,
    };
  };

  return {
    detail: async (actor: StaffActor, companyId: number) => {
      assertMay(actor, 'view');
      return detail(companyId);
    },

    /** The companies list: search by name, or any of its accounts' usernames and mobiles; filter by state. */
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleCompany>> {
      assertMay(actor, 'view');
      const q = query.q;
      // A company is found by any of its accounts too (companyMatches), so its search is its own.
      let rows = base();
      if (q) rows = rows.where((eb) => companyMatches(eb, q));
      if (query.status) rows = rows.where('company.status', '=', query.status);
      const page = await consoleList(
        rows,
        query,
        { search: [], sorts: { created: 'company.created_at', name: 'company.name' }, tie: 'company.id' },
        (filtered) => filtered.select(columns),
      );
      return { list: page.rows.map(toWire), total: page.total };
    },

    /**
     * One of the company's allowed actions (common/areas/account/transitions.ts), moved by the
     * company's executor (company-transition.ts) on the state the staff member saw: of two staff
     * acting at once the second gets 10060 and the fresh state, never a double effect.
     */
    async act(
      actor: StaffActor,
      companyId: number,
      action: CompanyAction,
      { reason, seen }: { reason?: string; seen?: string } = {},
    ): Promise<ConsoleCompanyDetail> {
      const rule = COMPANY_ACTION_RULES[action];
      assertMay(actor, rule.right);
      const current = await detail(companyId);
      // The form carries the state its staff member saw: if it moved since, someone else acted.
      if (seen !== undefined && seen !== current.status) throw handledByOther(current);
      if (rule.reason && !reason) throw new AppError(Code.invalid, 'required', { field: 'field.reason' });
      const now = clock.now();
      // A refusal answers the company as the member saw it: the detail is what the step reads.
      const text = SMS[action];
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await moveCompany(trx, current, action, actor, { reason: reason ?? null, now }))) return false;
        if (text)
          await sms.queue(trx, current.mobile, message('zh-CN', text, { company: current.name, reason: reason ?? '' }));
        return true;
      });
      if (!moved) throw handledByOther(await detail(companyId));
      return detail(companyId);
    },

    /** The command line names a company by its main account's username. */
    async idOfMainAccount(username: string): Promise<number> {
      const row = await base().select('company.id').where('account.username', '=', username).executeTakeFirst();
      if (!row) throw new AppError(Code.notFound, 'noMainAccount', { username });
      return row.id;
    },
  };
}

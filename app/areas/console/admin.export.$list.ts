import type { TFunction } from 'i18next';
import { DESK_LISTS, type ConsoleList } from '../../../common/areas/staff/console.ts';
import { label } from '../../../common/status-label.ts';
import { MAX_PAGE_SIZE } from '../../../common/constants.ts';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { formatPayable } from '../../lib/price.ts';
import { toCsv } from '../../../common/csv.ts';
import { readConsoleQuery } from './console-query.server.ts';
import { staffApi, type ConsoleRows } from './staff-api.server.ts';
import { actionName, actorName, changeText } from './timeline.tsx';
import { requireStaffToken } from './staff-session.server.ts';
import type { Route } from './+types/admin.export.$list';

/** An export holds at most this many rows: beyond it, narrow the filters. */
const EXPORT_MAX = 10_000;

type Columns<L extends ConsoleList> = [header: string, value: (row: ConsoleRows[L]) => unknown][];

/** Each list's columns, in the words of its screen. */
function columns(t: TFunction, locale: 'zh-CN' | 'en'): { [L in ConsoleList]: Columns<L> } {
  return {
    companies: [
      [t('admin.company.name'), (r) => r.name],
      [t('admin.company.status'), (r) => label('companyStatus', r.status, locale)],
      [t('admin.company.username'), (r) => r.username],
      [t('admin.company.linkman'), (r) => r.linkman],
      [t('admin.company.mobile'), (r) => r.mobile],
      [t('admin.company.email'), (r) => r.email],
      [t('admin.company.createDate'), (r) => r.createDate],
      [t('admin.company.reviewDate'), (r) => r.reviewDate],
    ],
    certifications: [
      [t('certReview.company'), (r) => r.company],
      [t('certReview.name'), (r) => r.name],
      [t('certReview.kind'), (r) => (r.kind === 'simple' ? t('certReview.simple') : t('certReview.full'))],
      [t('certReview.status'), (r) => label('certStatus', r.certStatus, locale)],
      [t('certReview.applyDate'), (r) => r.applyDate],
      [t('certReview.deadline'), (r) => r.deadline],
      [t('certReview.claimedBy'), (r) => r.claimedBy],
    ],
    orders: [
      [t('admin.order.orderNo'), (r) => r.orderNo],
      [t('admin.order.company'), (r) => r.company],
      [t('admin.order.consignee'), (r) => r.consignee],
      [t('admin.order.total'), (r) => r.totalAmount],
      [t('admin.order.status'), (r) => label('orderStatus', r.orderStatus, locale)],
      [t('admin.order.createDate'), (r) => r.createDate],
    ],
    afterSales: [
      [t('admin.afterSale.no'), (r) => r.afterSaleNo],
      [t('admin.afterSale.orderNo'), (r) => r.orderNo],
      [t('admin.afterSale.company'), (r) => r.company],
      [t('admin.afterSale.goods'), (r) => r.goodsName],
      [t('admin.afterSale.quantity'), (r) => r.goodsQuantity],
      [t('admin.afterSale.type'), (r) => label('afterSaleType', r.afterSaleType, locale)],
      [t('admin.afterSale.status'), (r) => label('afterSaleStatus', r.status, locale)],
      [t('admin.afterSale.applyDate'), (r) => r.applyDate],
    ],
    contracts: [
      [t('admin.contract.no'), (r) => r.contractNo],
      [t('admin.contract.name'), (r) => r.contractName],
      [t('admin.contract.company'), (r) => r.company],
      [t('admin.contract.status'), (r) => label('contractStatus', r.status, locale)],
      [t('admin.contract.credit'), (r) => formatPayable(r.creditAmount)],
      [t('admin.contract.signDate'), (r) => r.signDate],
      [t('admin.contract.endDate'), (r) => r.endDate],
      [t('admin.contract.daysLeft'), (r) => r.daysLeft],
      [t('admin.contract.approval'), (r) => (r.awaitingApproval ? t('admin.contract.awaitingApproval') : '')],
      [t('admin.contract.createDate'), (r) => r.createDate],
    ],
    statements: [
      [t('admin.statement.no'), (r) => r.balanceNum],
      [t('admin.statement.company'), (r) => r.company],
      [t('admin.statement.month'), (r) => r.month],
      [t('admin.statement.state'), (r) => label('statementState', r.state, locale)],
      [t('admin.statement.amount'), (r) => formatPayable(r.accountAmount)],
      [t('admin.statement.recorded'), (r) => formatPayable(r.recordedAmount)],
      [t('admin.statement.paid'), (r) => formatPayable(r.paidAmount)],
      [
        t('admin.statement.payStatus'),
        (r) => t(r.payStatus === 1 ? 'admin.statement.pay.full' : 'admin.statement.pay.short'),
      ],
      [t('admin.statement.dueDate'), (r) => r.dueDate],
      [t('admin.statement.version'), (r) => r.version],
      [t('admin.statement.createDate'), (r) => r.createDate],
    ],
    goods: [
      [t('admin.goods.name'), (r) => r.name],
      [t('admin.goods.brand'), (r) => r.brand],
      [t('admin.goods.category'), (r) => r.category],
      [t('admin.goods.price'), (r) => r.price],
      [t('admin.goods.stock'), (r) => r.stock],
      [t('admin.goods.sales'), (r) => r.saleCount],
      [t('admin.goods.sale'), (r) => (r.onSale ? t('admin.goods.onSale') : t('admin.goods.offSale'))],
    ],
    messages: [
      [t('admin.message.createDate'), (r) => r.createDate],
      [t('admin.message.company'), (r) => r.company],
      [t('admin.message.linkman'), (r) => r.linkman],
      [t('admin.message.phone'), (r) => r.phone],
      [t('admin.message.content'), (r) => r.content],
      [t('admin.message.handled'), (r) => (r.handledDate ? `${r.handledBy} ${r.handledDate}` : '')],
      [t('admin.message.note'), (r) => r.note],
    ],
    sms: [
      [t('admin.sms.createDate'), (r) => r.createDate],
      [t('admin.sms.mobile'), (r) => r.mobile],
      [t('admin.sms.content'), (r) => r.content],
      [t('admin.sms.state'), (r) => t(`admin.status.${r.state as 'sent'}`)],
    ],
    audit: [
      [t('admin.audit.createDate'), (r) => r.createDate],
      [t('admin.audit.actor'), (r) => actorName(t, r)],
      [t('admin.audit.action'), (r) => actionName(t, r)],
      [
        t('admin.audit.entity'),
        (r) => `${t(`admin.audit.entities.${r.entity as 'company'}`, { defaultValue: r.entity })} ${r.entityLabel}`,
      ],
      [t('admin.audit.change'), (r) => changeText(t, locale, r)],
      [t('admin.audit.reason'), (r) => r.reason],
    ],
    staff: [
      [t('admin.staff.username'), (r) => r.username],
      [t('admin.staff.name'), (r) => r.name],
      [t('admin.staff.mobile'), (r) => r.mobile],
      [t('admin.staff.roles'), (r) => r.roles.map((role) => t(`admin.role.${role}`)).join('、')],
      [t('admin.staff.active'), (r) => (r.active ? t('admin.status.active') : t('admin.status.inactive'))],
    ],
  };
}

/** /admin/export/{list}?…: the list as filtered on screen, every page of it, as CSV. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffToken(request);
  if (!Object.hasOwn(DESK_LISTS, params.list)) throw notFoundPage();
  const list = params.list as ConsoleList;
  const { params: query } = readConsoleQuery(request, list);
  const locale = getLocale(context);
  const t = i18nFor(context).getFixedT(locale);
  const cols = columns(t, locale)[list] as Columns<typeof list>;
  const rows: unknown[][] = [cols.map(([header]) => header)];
  for (let page = 1; rows.length <= EXPORT_MAX; page += 1) {
    const { list: found, total } = await staffApi.list({ request, context }, list, {
      ...query,
      page: String(page),
      limit: String(MAX_PAGE_SIZE),
    });
    for (const row of found) rows.push(cols.map(([, value]) => value(row as never)));
    if (page * MAX_PAGE_SIZE >= total || found.length === 0) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${list}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

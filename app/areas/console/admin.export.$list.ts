import type { TFunction } from 'i18next';
import { CONSOLE_LISTS, type ConsoleList } from '../../../common/console.ts';
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
      [t('consoleCompany.name'), (r) => r.name],
      [t('consoleCompany.status'), (r) => label('companyStatus', r.status, locale)],
      [t('consoleCompany.username'), (r) => r.username],
      [t('consoleCompany.linkman'), (r) => r.linkman],
      [t('consoleCompany.mobile'), (r) => r.mobile],
      [t('register.email'), (r) => r.email],
      [t('consoleCompany.createDate'), (r) => r.createDate],
      [t('consoleCompany.vettedDate'), (r) => r.vettedDate],
    ],
    certifications: [
      [t('consoleCertification.company'), (r) => r.company],
      [t('consoleCertification.name'), (r) => r.name],
      [
        t('consoleCertification.kind'),
        (r) => (r.kind === 'simple' ? t('consoleCertification.simple') : t('consoleCertification.full')),
      ],
      [t('consoleCertification.status'), (r) => label('certStatus', r.certStatus, locale)],
      [t('consoleCertification.applyDate'), (r) => r.applyDate],
      [t('consoleCertification.deadline'), (r) => r.deadline],
      [t('consoleCertification.claimedBy'), (r) => r.claimedBy],
    ],
    orders: [
      [t('consoleOrder.orderNo'), (r) => r.orderNo],
      [t('consoleOrder.company'), (r) => r.company],
      [t('orders.consignee'), (r) => r.consignee],
      [t('consoleOrder.total'), (r) => r.totalAmount],
      [t('consoleOrder.status'), (r) => label('orderStatus', r.orderStatus, locale)],
      [t('consoleOrder.createDate'), (r) => r.createDate],
    ],
    afterSales: [
      [t('afterSales.no'), (r) => r.afterSaleNo],
      [t('consoleAfterSale.orderNo'), (r) => r.orderNo],
      [t('consoleAfterSale.company'), (r) => r.company],
      [t('afterSales.goods'), (r) => r.goodsName],
      [t('afterSales.quantity'), (r) => r.goodsQuantity],
      [t('afterSales.type'), (r) => label('afterSaleType', r.afterSaleType, locale)],
      [t('consoleAfterSale.status'), (r) => label('afterSaleStatus', r.status, locale)],
      [t('afterSales.applyDate'), (r) => r.applyDate],
    ],
    contracts: [
      [t('consoleContract.no'), (r) => r.contractNo],
      [t('consoleContract.name'), (r) => r.contractName],
      [t('consoleContract.company'), (r) => r.company],
      [t('consoleContract.status'), (r) => label('contractStatus', r.status, locale)],
      [t('consoleContract.credit'), (r) => formatPayable(r.creditAmount)],
      [t('consoleContract.signDate'), (r) => r.signDate],
      [t('consoleContract.endDate'), (r) => r.endDate],
      [t('consoleContract.daysLeft'), (r) => r.daysLeft],
      [t('consoleContract.approval'), (r) => (r.awaitingApproval ? t('consoleContract.awaitingApproval') : '')],
      [t('consoleContract.createDate'), (r) => r.createDate],
    ],
    statements: [
      [t('consoleStatement.no'), (r) => r.balanceNum],
      [t('consoleStatement.company'), (r) => r.company],
      [t('consoleStatement.month'), (r) => r.month],
      [t('statements.state'), (r) => label('statementState', r.state, locale)],
      [t('consoleStatement.amount'), (r) => formatPayable(r.accountAmount)],
      [t('consoleStatement.recorded'), (r) => formatPayable(r.recordedAmount)],
      [t('consoleStatement.paid'), (r) => formatPayable(r.paidAmount)],
      [
        t('consoleStatement.payStatus'),
        (r) => t(r.payStatus === 1 ? 'consoleStatement.pay.full' : 'consoleStatement.pay.short'),
      ],
      [t('consoleStatement.dueDate'), (r) => r.dueDate],
      [t('consoleStatement.version'), (r) => r.version],
      [t('consoleStatement.createDate'), (r) => r.createDate],
    ],
    credit: [
      [t('consoleCredit.company'), (r) => r.company],
      [t('consoleCredit.creditLimit'), (r) => formatPayable(r.creditLimit)],
      [t('consoleCredit.usedQuota'), (r) => formatPayable(r.usedQuota)],
      [t('consoleCredit.quota'), (r) => formatPayable(r.quota)],
      [t('consoleCredit.overLimit'), (r) => formatPayable(r.overLimit)],
      [t('consoleCredit.changeDate'), (r) => r.changeDate],
    ],
    goods: [
      [t('consoleGoods.name'), (r) => r.name],
      [t('list.brand'), (r) => r.brand],
      [t('list.category'), (r) => r.category],
      [t('consoleGoods.price'), (r) => r.price],
      [t('detail.stock'), (r) => r.stock],
      [t('list.sortSales'), (r) => r.saleCount],
      [t('consoleGoods.sale'), (r) => (r.onSale ? t('consoleGoods.onSale') : t('consoleGoods.offSale'))],
    ],
    messages: [
      [t('consoleMessage.createDate'), (r) => r.createDate],
      [t('consoleMessage.company'), (r) => r.company],
      [t('consoleMessage.linkman'), (r) => r.linkman],
      [t('consoleMessage.phone'), (r) => r.phone],
      [t('consoleMessage.content'), (r) => r.content],
      [t('consoleMessage.handled'), (r) => (r.handledDate ? `${r.handledBy} ${r.handledDate}` : '')],
      [t('consoleMessage.note'), (r) => r.note],
    ],
    sms: [
      [t('consoleSms.createDate'), (r) => r.createDate],
      [t('consoleSms.mobile'), (r) => r.mobile],
      [t('consoleSms.content'), (r) => r.content],
      [t('consoleSms.state'), (r) => t(`consoleStatus.${r.state as 'sent'}`)],
    ],
    audit: [
      [t('consoleAudit.createDate'), (r) => r.createDate],
      [t('consoleAudit.actor'), (r) => actorName(t, r)],
      [t('consoleAudit.action'), (r) => actionName(t, r)],
      [
        t('consoleAudit.entity'),
        (r) => `${t(`consoleAudit.entities.${r.entity as 'company'}`, { defaultValue: r.entity })} ${r.entityLabel}`,
      ],
      [t('consoleAudit.change'), (r) => changeText(t, locale, r)],
      [t('consoleAudit.reason'), (r) => r.reason],
    ],
    staff: [
      [t('consoleStaff.username'), (r) => r.username],
      [t('consoleStaff.name'), (r) => r.name],
      [t('consoleStaff.mobile'), (r) => r.mobile],
      [t('consoleStaff.roles'), (r) => r.roles.map((role) => t(`console.role.${role}`)).join('、')],
      [t('consoleStaff.active'), (r) => (r.active ? t('consoleStatus.active') : t('consoleStatus.inactive'))],
    ],
  };
}

/** /admin/export/{list}?…: the list as filtered on screen, every page of it, as CSV. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffToken(request);
  if (!Object.hasOwn(CONSOLE_LISTS, params.list)) throw notFoundPage();
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

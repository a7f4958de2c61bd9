import { redirect } from 'react-router';
import type { ConsoleAfterSale, ConsoleAfterSaleDetail } from '../../../common/areas/after-sales/console.ts';
import type { StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import type { CompanyAction } from '../../../common/areas/account/transitions.ts';
import type { ConsoleInvoiceRows, InvoiceQueue, InvoiceQueueQuery } from '../../../common/areas/invoices/console.ts';
import type { InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import type {
  ContractApprovalRule,
  ContractParty,
  ConsoleContract,
  ConsoleContractDetail,
} from '../../../common/areas/contracts/console.ts';
import type { StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import type { ConsoleCertification, ConsoleCertificationDetail } from '../../../common/areas/certification/review.ts';
import type { StaffCertAction } from '../../../common/areas/certification/transitions.ts';
import type {
  ConsoleRemittance,
  ConsoleStatement,
  ConsoleStatementDetail,
  RemittanceQuery,
} from '../../../common/areas/statements/console.ts';
import type { StaffStatementAction } from '../../../common/areas/statements/transitions.ts';
import type {
  AuditEntry,
  ConsoleCompany,
  ConsoleCompanyDetail,
  ConsoleGoods,
  ConsoleList,
  ConsoleMessage,
  ConsoleOrder,
  ConsoleOrderDetail,
  ConsoleSms,
  Todo,
} from '../../../common/areas/staff/console.ts';
import type { StaffInfo, StaffMember } from '../../../common/areas/staff/staff.ts';
import { isSessionEnded, type Page } from '../../../common/envelope.ts';
import { ApiError, request, requestFile, type Call, type CallContext } from '../../lib/request.server.ts';
import { endStaffSession, getStaffToken, staffLoginUrl } from './staff-session.server.ts';
import { STATEMENT_FILE_TYPES, type StatementFormat } from '../../../common/areas/statements/statement-files.ts';

/**
 * The staff REST area (/rest/staff/*) with the console's token. An ended staff session
 * clears the console's cookie and goes to the console's login, never the buyers'.
 */
async function call<T>(ctx: CallContext, c: Call): Promise<T> {
  // Never the buyer's token: an empty one makes the backend answer 10020.
  const token = c.token ?? (await getStaffToken(ctx.request)) ?? '';
  try {
    return await request<T>(ctx, { ...c, token, onSessionEnded: 'throw' });
  } catch (error) {
    if (error instanceof ApiError && isSessionEnded(error.code)) {
      throw redirect(staffLoginUrl(ctx.request), { headers: { 'Set-Cookie': await endStaffSession(ctx.request) } });
    }
    throw error;
  }
}

type Query = Record<string, string | undefined>;

/** What a blue invoice is for. */
export type InvoiceTarget = 'order' | 'statement';

/** The content types an invoice file may come back with. */
const INVOICE_FILE_KINDS = ['application/pdf', 'application/ofd', 'application/xml'];
type Form = Record<string, unknown>;

/** What each list answers. */
export interface ConsoleRows {
  companies: ConsoleCompany;
  certifications: ConsoleCertification;
  orders: ConsoleOrder;
  afterSales: ConsoleAfterSale;
  contracts: ConsoleContract;
  statements: ConsoleStatement;
  goods: ConsoleGoods;
  messages: ConsoleMessage;
  sms: ConsoleSms;
  audit: AuditEntry;
  staff: StaffMember;
}

export const staffApi = {
  login: (ctx: CallContext, form: { username: string; password: string }) =>
    request<{ token: string }>(ctx, { method: 'POST', path: '/rest/staff/login', body: form, token: '' }),
  logout: (ctx: CallContext) => call<null>(ctx, { method: 'POST', path: '/rest/staff/logout' }),
  info: (ctx: CallContext, token?: string) => call<StaffInfo>(ctx, { path: '/rest/staff/info', token }),
  todo: (ctx: CallContext) => call<Todo>(ctx, { path: '/rest/staff/todo' }),
  list: <L extends ConsoleList>(ctx: CallContext, list: L, query: Query) =>
    call<Page<ConsoleRows[L]>>(ctx, { path: `/rest/staff/${list}`, query }),
  company: (ctx: CallContext, id: number) => call<ConsoleCompanyDetail>(ctx, { path: `/rest/staff/companies/${id}` }),
  companyAct: (ctx: CallContext, id: number, action: CompanyAction, form: Form) =>
    call<ConsoleCompanyDetail>(ctx, { method: 'POST', path: `/rest/staff/companies/${id}/${action}`, body: form }),
  certification: (ctx: CallContext, id: number) =>
    call<ConsoleCertificationDetail>(ctx, { path: `/rest/staff/certifications/${id}` }),
  /** JSON: a failure carries its problems as a list. */
  certificationAct: (ctx: CallContext, id: number, action: StaffCertAction, form: Form) =>
    call<ConsoleCertificationDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/certifications/${id}/${action}`,
      body: form,
      json: true,
    }),
  order: (ctx: CallContext, id: number) => call<ConsoleOrderDetail>(ctx, { path: `/rest/staff/orders/${id}` }),
  orderAct: (ctx: CallContext, id: number, action: 'confirmPayment' | 'ship' | 'cancel', form: Form) =>
    call<ConsoleOrderDetail>(ctx, { method: 'POST', path: `/rest/staff/orders/${id}/${action}`, body: form }),
  afterSale: (ctx: CallContext, id: number) =>
    call<ConsoleAfterSaleDetail>(ctx, { path: `/rest/staff/afterSales/${id}` }),
  afterSaleAct: (ctx: CallContext, id: number, action: StaffAfterSaleAction, form: Form) =>
    call<ConsoleAfterSaleDetail>(ctx, { method: 'POST', path: `/rest/staff/afterSales/${id}/${action}`, body: form }),
  contract: (ctx: CallContext, id: number) => call<ConsoleContractDetail>(ctx, { path: `/rest/staff/contracts/${id}` }),
  /** Approved companies a contract may be drafted for, narrowed by name. */
  contractApprovalRule: (ctx: CallContext) =>
    call<ContractApprovalRule>(ctx, { path: '/rest/staff/contracts/approval' }),
  contractParties: (ctx: CallContext, q: string) =>
    call<ContractParty[]>(ctx, { path: '/rest/staff/contracts/parties', query: { q } }),
  /** The draft's fields as typed (amounts in yuan): the backend reads them with the same schema. */
  contractDraft: (ctx: CallContext, form: Form) =>
    call<ConsoleContractDetail>(ctx, { method: 'POST', path: '/rest/staff/contracts/add', body: form }),
  contractEdit: (ctx: CallContext, id: number, form: Form) =>
    call<ConsoleContractDetail>(ctx, { method: 'POST', path: `/rest/staff/contracts/${id}/edit`, body: form }),
  contractAct: (ctx: CallContext, id: number, action: Exclude<StaffContractAction, 'edit'>, form: Form) =>
    call<ConsoleContractDetail>(ctx, { method: 'POST', path: `/rest/staff/contracts/${id}/${action}`, body: form }),
  /** The contract's PDF (signed, once it is) with the console's token; undefined when the backend refused. */
  contractDocument: async (ctx: CallContext, id: number) =>
    requestFile(ctx, `rest/staff/contracts/${id}/document`, await getStaffToken(ctx.request), {
      kinds: ['application/pdf'],
    }),
  statement: (ctx: CallContext, id: number) =>
    call<ConsoleStatementDetail>(ctx, { path: `/rest/staff/statements/${id}` }),
  /** A company's statement for an ended month, made by hand: {companyId, month YYYY-MM}. */
  statementMake: (ctx: CallContext, form: Form) =>
    call<ConsoleStatementDetail>(ctx, { method: 'POST', path: '/rest/staff/statements/make', body: form }),
  /** A step with the `seen` version; an adjustment's amount goes as the yuan typed. */
  statementAct: (ctx: CallContext, id: number, action: Exclude<StaffStatementAction, 'invoice'>, form: Form) =>
    call<ConsoleStatementDetail>(ctx, { method: 'POST', path: `/rest/staff/statements/${id}/${action}`, body: form }),
  /** One version of a statement as a file, with the console's token; undefined when the backend refused. */
  statementFile: async (ctx: CallContext, id: number, format: StatementFormat, version?: number) =>
    requestFile(
      ctx,
      `rest/staff/statements/${id}/download/${format}${version === undefined ? '' : `?version=${version}`}`,
      await getStaffToken(ctx.request),
      { kinds: [STATEMENT_FILE_TYPES[format]] },
    ),
  /** A page of remittances in one state (recorded: waiting for finance), newest first. */
  remittances: (ctx: CallContext, query: RemittanceQuery) =>
    call<Page<ConsoleRemittance>>(ctx, { path: '/rest/staff/remittances', query }),
  remittanceAct: (ctx: CallContext, id: number, action: 'confirm' | 'reject', form: Form) =>
    call<ConsoleStatementDetail>(ctx, { method: 'POST', path: `/rest/staff/remittances/${id}/${action}`, body: form }),
  /**
   * A page of one 待开票 queue (offline-paid orders, confirmed statements) or of the refunds
   * waiting for a red invoice, oldest first; with `id`, that row alone if it still waits.
   */
  invoiceQueue: <Q extends InvoiceQueue>(ctx: CallContext, queue: Q, query: Partial<InvoiceQueueQuery>) =>
    call<Page<ConsoleInvoiceRows[Q]>>(ctx, { path: `/rest/staff/invoices/queue/${queue}`, query }),
  /** An order's or a statement's invoices, blue and red, oldest first. */
  invoicesOf: (ctx: CallContext, target: InvoiceTarget, targetId: number) =>
    call<InvoiceRecord[]>(ctx, { path: '/rest/staff/invoices/of', query: { target, targetId } }),
  /**
   * A blue invoice (`target`, `targetId`) or a red one (`refundId`): the fields as typed (the
   * amount in yuan) and `file`, as one multipart body.
   */
  invoiceAct: (ctx: CallContext, action: 'issue' | 'reverse', form: FormData) =>
    call<InvoiceRecord>(ctx, { method: 'POST', path: `/rest/staff/invoices/${action}`, form }),
  /** An invoice's file (PDF, OFD or XML) with the console's token; undefined when the backend refused. */
  invoiceFile: async (ctx: CallContext, id: number) =>
    requestFile(ctx, `rest/staff/invoices/file/${id}`, await getStaffToken(ctx.request), {
      kinds: INVOICE_FILE_KINDS,
    }),
  goodsAct: (ctx: CallContext, id: number, action: 'sale' | 'stock' | 'price', form: Form) =>
    call<ConsoleGoods>(ctx, { method: 'POST', path: `/rest/staff/goods/${id}/${action}`, body: form }),
  handleMessage: (ctx: CallContext, id: number, form: Form) =>
    call<ConsoleMessage>(ctx, { method: 'POST', path: `/rest/staff/messages/${id}/handle`, body: form }),
  updateProfile: (ctx: CallContext, form: Form) =>
    call<StaffInfo>(ctx, { method: 'POST', path: '/rest/staff/profile', body: form }),
  changePassword: (ctx: CallContext, form: Form) =>
    call<null>(ctx, { method: 'POST', path: '/rest/staff/password', body: form }),
  addStaff: (ctx: CallContext, form: Form) =>
    call<StaffInfo>(ctx, { method: 'POST', path: '/rest/staff/staff/add', body: form }),
  setAccess: (ctx: CallContext, id: number, form: Form) =>
    call<StaffMember>(ctx, { method: 'POST', path: `/rest/staff/staff/${id}/access`, body: form }),
};

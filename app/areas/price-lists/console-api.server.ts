import type {
  CatalogueDetail,
  CompanyPriceLists,
  ImportResult,
  PriceListCompany,
  PriceListDetail,
  PriceListSummary,
} from '../../../common/areas/price-lists/console.ts';
import { EXPORT_TYPES, type ExportFormat } from '../../../common/export-files.ts';
import { requestFile, type CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, getStaffToken, type ConsoleForm } from '../console/index.server.ts';

const list = (id: number, tail = '') => `/rest/staff/priceLists/${id}${tail}`;
const catalogue = (companyId: number, tail = '') => `/rest/staff/catalogues/${companyId}${tail}`;

function upload(ctx: CallContext, path: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  return consoleAct<ImportResult>(ctx, { method: 'POST', path, form });
}

/** The price lists' and catalogues' console calls (/rest/staff/priceLists/*, /rest/staff/catalogues/*). */
export const consolePriceListApi = {
  all: (ctx: CallContext) => consoleCall<PriceListSummary[]>(ctx, { path: '/rest/staff/priceLists' }),
  companies: (ctx: CallContext, q: string) =>
    consoleCall<PriceListCompany[]>(ctx, { path: '/rest/staff/priceLists/companies', query: { q } }),
  company: (ctx: CallContext, companyId: number) =>
    consoleCall<CompanyPriceLists>(ctx, { path: `/rest/staff/priceLists/company/${companyId}` }),
  create: (ctx: CallContext, companyId: number, form: ConsoleForm) =>
    consoleAct<PriceListDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/priceLists/company/${companyId}/add`,
      body: form,
    }),
  detail: (ctx: CallContext, id: number) => consoleCall<PriceListDetail>(ctx, { path: list(id) }),
  edit: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<PriceListDetail>(ctx, { method: 'POST', path: list(id, '/edit'), body: form }),
  remove: (ctx: CallContext, id: number) =>
    consoleAct<{ companyId: number }>(ctx, { method: 'POST', path: list(id, '/delete') }),
  setItem: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: list(id, '/item'), body: form }),
  removeItem: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: list(id, '/removeItem'), body: form }),
  addDiscount: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: list(id, '/discount'), body: form }),
  removeDiscount: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: list(id, '/removeDiscount'), body: form }),
  importItems: (ctx: CallContext, id: number, file: File) => upload(ctx, list(id, '/upload'), file),
  exportItems: async (ctx: CallContext, id: number, format: ExportFormat) =>
    requestFile(ctx, `rest/staff/priceLists/${id}/export/${format}`, await getStaffToken(ctx.request), {
      kinds: [EXPORT_TYPES[format]],
    }),
  catalogue: (ctx: CallContext, companyId: number) => consoleCall<CatalogueDetail>(ctx, { path: catalogue(companyId) }),
  switchCatalogue: (ctx: CallContext, companyId: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: catalogue(companyId, '/switch'), body: form }),
  addCatalogueGoods: (ctx: CallContext, companyId: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: catalogue(companyId, '/add'), body: form }),
  removeCatalogueGoods: (ctx: CallContext, companyId: number, form: ConsoleForm) =>
    consoleAct<null>(ctx, { method: 'POST', path: catalogue(companyId, '/remove'), body: form }),
  importCatalogue: (ctx: CallContext, companyId: number, file: File) =>
    upload(ctx, catalogue(companyId, '/upload'), file),
  exportCatalogue: async (ctx: CallContext, companyId: number, format: ExportFormat) =>
    requestFile(ctx, `rest/staff/catalogues/${companyId}/export/${format}`, await getStaffToken(ctx.request), {
      kinds: [EXPORT_TYPES[format]],
    }),
};

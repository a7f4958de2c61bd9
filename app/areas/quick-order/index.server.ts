/** A company's quick orders this month, for its console detail (the account area's). */
export { consoleQuickOrderApi } from './console-api.server.ts';

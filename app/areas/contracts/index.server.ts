/** The contracts' console client, for the statements' page that finds a company to make one for. */
export { consoleContractApi } from './console-api.server.ts';

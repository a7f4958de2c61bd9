/**
 * The console's shared server parts, for every area's console routes and clients: the staff
 * call and session, the action runner and the list-query reader. Apart from index.ts because a
 * module a browser bundle imports may not reach a .server module.
 */
export { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from './console-call.server.ts';
export { runConsoleAction } from './console-action.server.ts';
export { readConsoleQuery } from './console-query.server.ts';
export { getStaffToken, requireStaffToken } from './staff-session.server.ts';

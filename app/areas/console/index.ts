/**
 * The console's shared screen parts, for every area's console screens (/admin/*): the list
 * table, the action form and its result, and the audit timeline. Server-only parts are in
 * index.server.ts, so a browser bundle never reaches them.
 */
export { ActionForm, type ActionField } from './action-form.tsx';
export { resultFor } from './action-result.ts';
export { ListView } from './console-list.tsx';
export { AuditTimeline } from './timeline.tsx';

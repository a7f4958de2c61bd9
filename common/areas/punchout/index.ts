export * from './settings-form.ts';
export * from './protocol.ts';
export * from './entry.ts';

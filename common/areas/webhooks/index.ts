export * from './events.ts';
export * from './endpoint-form.ts';

import type { resources } from './resources.ts';

/** Keys are checked at compile time: a missing translation is a type error, not raw text on a page. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['zh-CN'];
  }
}

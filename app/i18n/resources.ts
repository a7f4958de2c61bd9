import en from './en.ts';
import zhCN from './zh-CN.ts';

/** Both languages, one namespace each; small enough to ship to the browser whole. */
export const resources = {
  'zh-CN': { translation: zhCN },
  en: { translation: en },
};

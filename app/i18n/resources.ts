import type { Strings } from './strings.ts';

/**
 * The interface's strings, gathered from every file that holds some: the frames'
 * (app/frames/strings.ts), the words several areas share (app/i18n/shared/) and each
 * area's own (app/areas/<area>/strings.ts, and its console's console-strings.ts). A new area's strings file is found by its
 * name and adds its groups to InterfaceStrings itself, so no list here grows
 * (docs/decisions/0014). A test checks that no two files claim the same group.
 */
const files = import.meta.glob<{ default: { zh: object; en: object } }>(
  ['../areas/*/*strings.ts', '../frames/strings.ts', './shared/*.ts'],
  { eager: true },
);

/** Every strings file's groups in both languages. */
export const STRING_AREAS = Object.values(files).map((file) => file.default);

/** The groups of every strings file, in Chinese; each file extends this interface with its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InterfaceStrings {}

/** The interface in Chinese, the shop's default language. */
export const zhCN = Object.assign({}, ...STRING_AREAS.map((area) => area.zh)) as InterfaceStrings;
/** The interface in English; each file's area() makes English carry exactly Chinese's keys. */
export const en = Object.assign({}, ...STRING_AREAS.map((area) => area.en)) as Strings<InterfaceStrings>;

/**
 * Both languages, one namespace each: the server's. A page gets the groups it uses, in its
 * language (page-strings.server.ts); the browser never imports this module.
 */
export const resources = {
  'zh-CN': { translation: zhCN },
  en: { translation: en },
};

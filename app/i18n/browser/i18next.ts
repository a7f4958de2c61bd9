/**
 * The browser's stand-in for i18next (docs/decisions/0022): the server renders every word with
 * i18next, and the browser only looks up the strings the root loader shipped for the page, in
 * one language, to render the same text again. That needs a key lookup and i18next's `{{name}}`
 * interpolation, not i18next's 40 KB (plurals, nesting, formats, back ends, detection: no string
 * of the shop uses them). The client build resolves `i18next` here (browser-plugin.ts); a unit
 * test holds its output to i18next's for every string of both languages.
 */

interface Tree {
  [key: string]: string | Tree;
}
type Values = Record<string, unknown>;
type Listener = (language: string) => void;

export interface BrowserInitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, { translation?: object }>;
  missingKeyHandler?: (languages: readonly string[], namespace: string, key: string) => void;
}

export type TFunction = (key: string, values?: Values) => string;

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let at: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (at === undefined || typeof at === 'string') return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}

/**
 * As i18next interpolates without escaping: a missing value keeps its placeholder, null is
 * empty, any other value is made a string.
 */
export function interpolate(text: string, values: Values = {}): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

export class BrowserI18n {
  language = '';
  isInitialized = false;
  private options: BrowserInitOptions = {};
  private readonly store: Record<string, Tree> = {};
  private readonly listeners = new Set<Listener>();

  get languages(): string[] {
    const fallback = this.options.fallbackLng;
    return fallback && fallback !== this.language ? [this.language, fallback] : [this.language];
  }

  /** react-i18next's plugin is registered with `use`; this stand-in needs none. */
  use(): this {
    return this;
  }

  init(options: BrowserInitOptions = {}): Promise<TFunction> {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      this.addResourceBundle(language, 'translation', namespaces.translation ?? {});
    this.language = options.lng ?? options.fallbackLng ?? '';
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  createInstance(): BrowserI18n {
    return new BrowserI18n();
  }

  /** Adds whole groups of strings; a page's groups replace the same groups added before. */
  addResourceBundle(language: string, _namespace: string, resources: object): this {
    this.store[language] = { ...this.store[language], ...(resources as Tree) };
    return this;
  }

  changeLanguage(language: string): Promise<TFunction> {
    this.language = language;
    for (const listener of this.listeners) listener(language);
    return Promise.resolve(this.t);
  }

  on(_event: 'languageChanged', listener: Listener) {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener) {
    this.listeners.delete(listener);
  }

  getFixedT(language?: string | null): TFunction {
    return (key, values) => {
      const languages = language ? [language, this.options.fallbackLng ?? language] : this.languages;
      for (const candidate of languages) {
        const text = lookup(this.store[candidate], key);
        if (text !== undefined) return interpolate(text, values);
      }
      this.options.missingKeyHandler?.(languages, 'translation', key);
      return key;
    };
  }

  t: TFunction = (key, values) => this.getFixedT()(key, values);
}

export default new BrowserI18n();

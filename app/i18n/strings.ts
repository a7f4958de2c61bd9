/** The shape of a translation: the same keys as the Chinese original, any strings. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * One screen area's interface strings in both languages, kept in one file so a
 * screen and its words are found together; English must have exactly the keys
 * of Chinese (the type checker says which one is missing).
 */
export function area<const T>(zh: T, en: Strings<T>) {
  return { zh, en };
}

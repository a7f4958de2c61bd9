/**
 * One area's backend and rule messages in both languages; English must have
 * exactly the keys of Chinese. `{name}` placeholders are filled by message().
 */
export function messageArea<const T extends Record<string, string>>(zh: T, en: Record<keyof T, string>) {
  return { zh, en };
}

/** The shop keeps Asia/Shanghai time (UTC+8, no daylight saving). */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Dates on the wire (DESIGN.md): `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export function wireTime(millis: number): string {
  return new Date(Number(millis) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYYMMDD` of the Shanghai day, for order and batch numbers. */
export function shanghaiDay(millis: number): string {
  return wireTime(millis).slice(0, 10).replaceAll('-', '');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment `days` working days (Monday to Friday, Shanghai time) after `millis`: a
 * registration made on Friday afternoon is due on Tuesday afternoon. Public holidays are
 * not known to the shop, so they count as working days.
 */
export function addWorkingDays(millis: number, days: number): number {
  let at = millis;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at + SHANGHAI_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/** The Shanghai calendar day of a moment, `YYYY-MM-DD`: what 'today' is for dates a person types. */
export function shanghaiDate(millis: number): string {
  return wireTime(millis).slice(0, 10);
}

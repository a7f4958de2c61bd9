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

/** The Shanghai calendar month of a moment, `YYYY-MM`: the period key of monthly work. */
export function shanghaiMonth(millis: number): string {
  return wireTime(millis).slice(0, 7);
}

/** The Shanghai hour of a moment, `YYYY-MM-DDTHH`: the period key of hourly work (no space, so it is one argument). */
export function shanghaiHour(millis: number): string {
  return wireTime(millis).slice(0, 13).replace(' ', 'T');
}

/** The month before a `YYYY-MM` month: monthly statements, due on the 1st, cover the month that ended. */
export function monthBefore(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon - 2, 1)).toISOString().slice(0, 7);
}

/** The moment a Shanghai wall-clock time names (month 1–12; out-of-range days and hours roll over as Date.UTC does). */
export function shanghaiMoment(year: number, month: number, day = 1, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - SHANGHAI_OFFSET_MS;
}

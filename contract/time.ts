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

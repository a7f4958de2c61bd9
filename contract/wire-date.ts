/** Asia/Shanghai keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A stored time (epoch milliseconds) as the wire writes dates: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (DESIGN.md). */
export function toWireDate(millis: number): string {
  return new Date(Number(millis) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

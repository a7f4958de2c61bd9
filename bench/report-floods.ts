import type { FloodCase } from './floods.ts';
import { ms, table } from './report-text.ts';

/** Bodies of repeated fields: how soon each is refused, and how long a page waited meanwhile. */
export function floodTable(cases: FloodCase[]): string {
  return [
    '## Bodies of repeated fields',
    'A form of one field repeated up to the size limit, then a GET of the login page 100 ms later.',
    table(
      ['body', 'path', 'bytes', 'status', 'refused after ms', 'page waited ms'],
      cases.map((c) => [c.name, c.path, String(c.bytes), String(c.status), ms(c.refusedMs), ms(c.pingMs)]),
    ),
  ].join('\n\n');
}

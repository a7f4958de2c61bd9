import { deskQuery, type DeskList, type DeskQuery } from '../../../common/areas/staff/desk.ts';

/** A list's query read from the page's URL with the shared defaults, and as the backend's query. */
export function readDeskQuery(request: Request, list: DeskList): { query: DeskQuery; params: Record<string, string> } {
  const url = new URL(request.url);
  const query = deskQuery(list).parse(Object.fromEntries(url.searchParams));
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = String(value);
  return { query, params };
}

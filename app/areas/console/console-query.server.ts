import { consoleQuery, type ConsoleList, type ConsoleQuery } from '../../../common/console.ts';

/** A list's query read from the page's URL with the shared defaults, and as the backend's query. */
export function readConsoleQuery(
  request: Request,
  list: ConsoleList,
): { query: ConsoleQuery; params: Record<string, string> } {
  const url = new URL(request.url);
  const query = consoleQuery(list).parse(Object.fromEntries(url.searchParams));
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = String(value);
  return { query, params };
}

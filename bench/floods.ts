/**
 * Bodies that cost the server more than their size (repeated fields): how long the
 * server takes to refuse one, and how long a small page waits meanwhile. Before the
 * fields were counted, a 1 MB form of one repeated field held the process for minutes.
 */
export interface FloodCase {
  name: string;
  path: string;
  bytes: number;
  status: number;
  refusedMs: number;
  /** A GET of the login page sent 100 ms after the flood: how long it waited for its answer. */
  pingMs: number;
}

const MB = 1024 * 1024;

const CASES = [
  { name: 'page form, 1 MB of `a=1&`', path: '/home/login', bytes: MB - 1 },
  { name: 'backend form, 4 MB of `a=1&`', path: '/rest/customer/login', bytes: 4 * MB - 1 },
];

export async function floods(baseUrl: string, log: (line: string) => void): Promise<FloodCase[]> {
  const results: FloodCase[] = [];
  for (const { name, path, bytes } of CASES) {
    log(`flood: ${name}`);
    const body = 'a=1&'.repeat(Math.floor(bytes / 4));
    const started = performance.now();
    const refused = fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      signal: AbortSignal.timeout(600_000),
    }).then(async (response) => {
      await response.arrayBuffer();
      return { status: response.status, refusedMs: performance.now() - started };
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pinged = performance.now();
    await fetch(`${baseUrl}/home/login`).then((response) => response.arrayBuffer());
    const pingMs = performance.now() - pinged;
    results.push({ name, path, bytes: body.length, ...(await refused), pingMs });
  }
  return results;
}

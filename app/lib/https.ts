/**
 * Whether a request reached the shop over HTTPS: its own URL says so (TLS ended in this
 * process), or the proxy in front of the shop says so (`X-Forwarded-Proto: https`, or
 * `proto=https` in `Forwarded`). It decides the Secure flag of every cookie the web sets
 * (cookies.server.ts) and whether HSTS is sent (server.ts).
 *
 * The proxy's word is taken from anyone, with no list of trusted proxies, because it can
 * only add protection. Forged on plain HTTP, it makes the answer's cookies Secure, which
 * that client's own browser then refuses to keep (and HSTS, which browsers ignore over
 * HTTP): the forger can only spoil its own session. Nobody can forge it for someone else,
 * as a page cannot set this header on a navigation, and no value makes a cookie lose a
 * Secure flag it would otherwise have had. The one thing it cannot do is guess: a proxy
 * that ends TLS without saying so gets cookies without Secure (README, Configuration).
 */
export function cameOverHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  // Each proxy on the way may append its own value: any of them having seen HTTPS is enough.
  const forwardedProto = request.headers.get('X-Forwarded-Proto') ?? '';
  if (forwardedProto.split(',').some((proto) => proto.trim().toLowerCase() === 'https')) return true;
  const forwarded = request.headers.get('Forwarded') ?? '';
  return /(?:^|[;,\s])proto="?https"?(?:$|[;,\s])/i.test(forwarded);
}

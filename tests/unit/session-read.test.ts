import { describe, expect, it } from 'vitest';
import { getSession, getToken, startSession } from '../../app/session.server.ts';

const requestWith = (cookie: string) =>
  new Request('http://127.0.0.1:3000/home/index', { headers: { Cookie: cookie } });

/** The session cookie as a browser sends it back: name=value of the Set-Cookie header. */
async function sessionCookie(token: string): Promise<string> {
  const setCookie = await startSession(new Request('http://127.0.0.1:3000/home/login'), token, 1);
  return setCookie.split(';')[0]!;
}

describe("a session's data is verified once per Cookie header", () => {
  it('reads the same token again, and a session changed by one request is not seen by the next', async () => {
    const cookie = `${await sessionCookie('token-a')}; lng=zh-CN`;
    expect(await getToken(requestWith(cookie))).toBe('token-a');
    const first = await getSession(requestWith(cookie));
    first.set('token', 'changed');
    first.unset('accountType');
    const second = await getSession(requestWith(cookie));
    expect(second.get('token')).toBe('token-a');
    expect(second.get('accountType')).toBe(1);
  });

  it('a header whose signature does not hold reads as no session, also after the true one was read', async () => {
    const cookie = await sessionCookie('token-b');
    expect(await getToken(requestWith(cookie))).toBe('token-b');
    const [name, value] = cookie.split('=') as [string, string];
    // The same data, its signature changed by one character.
    const forged = `${name}=${value.slice(0, -4)}${value.endsWith('A%3D') ? 'B%3D' : 'A%3D'}`;
    expect(forged).not.toBe(cookie);
    expect(await getToken(requestWith(forged))).toBeUndefined();
    expect(await getToken(requestWith('caigou_session=eyJ0b2tlbiI6ImV2aWwifQ%3D%3D'))).toBeUndefined();
    expect(await getToken(requestWith(''))).toBeUndefined();
  });
});

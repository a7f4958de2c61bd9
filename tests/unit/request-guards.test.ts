import { describe, expect, it } from 'vitest';
import {
  BACKEND_BODY_LIMIT,
  bodyLimitFor,
  formatBytes,
  formBodyRefusal,
  isCrossSite,
  isPageMethod,
  PAGE_BODY_LIMIT,
} from '../../app/lib/request-guards.ts';

/** What server.ts lets through to the pages and the backend. */

const post = (headers: Record<string, string>) =>
  new Request('http://shop.test/home/logout', { method: 'POST', headers });

describe('isCrossSite', () => {
  it('lets the shop’s own pages post', () => {
    expect(isCrossSite(post({ Origin: 'http://shop.test' }))).toBe(false);
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(false);
  });

  it('lets a request with neither header through (old clients, other programs)', () => {
    expect(isCrossSite(post({}))).toBe(false);
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'none' }))).toBe(false);
  });

  it.each([
    { Origin: 'https://evil.example' },
    { Origin: 'https://shop.test' },
    { Origin: 'http://shop.test:8080' },
    { Origin: 'http://evil.shop.test' },
    { Origin: 'null' },
    { Origin: 'not a url' },
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
  ] as Record<string, string>[])('refuses %j', (headers) => {
    expect(isCrossSite(post(headers))).toBe(true);
  });
});

describe('formBodyRefusal', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'multipart/form-data; boundary=----x',
    'Multipart/Form-Data; boundary=x',
  ])('takes %s', (type) => {
    expect(formBodyRefusal(type)).toBeUndefined();
  });

  it.each([
    null,
    '',
    'application/json',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/xml',
    'multipart/mixed',
  ])('refuses %j as unsupported (415)', (type) => {
    expect(formBodyRefusal(type)).toBe('unsupported');
  });
});

describe('limits and methods', () => {
  it('gives pages 1 MB and the backend 4 MB', () => {
    expect(bodyLimitFor('/home/login', false)).toBe(PAGE_BODY_LIMIT);
    expect(bodyLimitFor('/rest/customer/login', true)).toBe(BACKEND_BODY_LIMIT);
    expect(PAGE_BODY_LIMIT).toBe(1024 * 1024);
    expect(BACKEND_BODY_LIMIT).toBe(4 * 1024 * 1024);
  });

  it('says a limit as a person reads it', () => {
    expect(formatBytes(PAGE_BODY_LIMIT)).toBe('1 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
  });

  it('takes GET, HEAD and POST for pages only', () => {
    expect(['GET', 'head', 'POST'].every(isPageMethod)).toBe(true);
    expect(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'].some(isPageMethod)).toBe(false);
  });
});

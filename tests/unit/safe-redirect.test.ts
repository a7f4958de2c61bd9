import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../app/lib/safe-redirect.ts';

/** `redirectTo` after login and in the user centre: paths of the shop only. */

const FALLBACK = '/home/index';

/** Values a browser would take to another site, or that no shop link ever holds. */
const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%5C/evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/./\\evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/javascript:alert(1)\\',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'evil.example',
  '%',
  '/%E0%A4%A',
  '',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
];

describe('safeRedirect', () => {
  it.each(BYPASSES)('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe(FALLBACK);
  });

  it('refuses what is not a string', () => {
    expect(safeRedirect(null)).toBe(FALLBACK);
    expect(safeRedirect(undefined)).toBe(FALLBACK);
    expect(safeRedirect(new File([], 'x'))).toBe(FALLBACK);
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '')).toBe('');
  });

  it.each([
    ['/home/index', '/home/index'],
    ['/userCenter/order?status=1&page=2', '/userCenter/order?status=1&page=2'],
    ['/home/goods/12?keyword=%E8%9E%BA%E4%B8%9D', '/home/goods/12?keyword=%E8%9E%BA%E4%B8%9D'],
    ['/container/getOrderInfo/3#invoice', '/container/getOrderInfo/3#invoice'],
    ['/home/goods/1?keyword=a%20b', '/home/goods/1?keyword=a%20b'],
    ['/', '/'],
  ])('keeps the shop path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('answers the path as parsed, so the Location header holds what was checked', () => {
    expect(safeRedirect('/home/../userCenter/index')).toBe('/userCenter/index');
  });
});

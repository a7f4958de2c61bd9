import { describe, expect, it } from 'vitest';
import { decodeParameterFilters, encodeParameterFilters } from '../../common/areas/catalogue/parameter-filters.ts';

/** categoryParam: Base64 of the UTF-8 JSON list of chosen parameter values (DESIGN.md). */
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('categoryParam', () => {
  it('round-trips Chinese names and values', () => {
    const filters = [
      { name: '材质', tag: '不锈钢' },
      { name: '规格', tag: 'M8×30' },
    ];
    const encoded = encodeParameterFilters(filters);
    expect(encoded).toBe(base64(filters));
    expect(decodeParameterFilters(encoded)).toEqual(filters);
  });

  it('reads URL-safe Base64 and ignores white space', () => {
    const filters = [{ name: '包装', tag: '20包/箱' }];
    const urlSafe = encodeParameterFilters(filters).replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeParameterFilters(` ${urlSafe}\n`)).toEqual(filters);
  });

  it('keeps only the name and the tag of each filter', () => {
    expect(decodeParameterFilters(base64([{ name: '材质', tag: '碳钢', extra: 1 }]))).toEqual([
      { name: '材质', tag: '碳钢' },
    ]);
  });

  it('accepts an empty list and up to 20 filters', () => {
    expect(decodeParameterFilters(base64([]))).toEqual([]);
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `参数${i}`, tag: '值' }));
    expect(decodeParameterFilters(base64(twenty))).toEqual(twenty);
    expect(decodeParameterFilters(base64([...twenty, { name: '多', tag: '一个' }]))).toBeNull();
  });

  it('refuses what is not Base64 of such a list', () => {
    for (const bad of [
      '%%%',
      btoa('not json'),
      base64({ name: '材质', tag: '碳钢' }),
      base64(['材质']),
      base64([null]),
      base64([{ name: '', tag: '碳钢' }]),
      base64([{ name: '材质', tag: '' }]),
      base64([{ name: '材质' }]),
      base64([{ name: 1, tag: '碳钢' }]),
      base64([{ name: 'x'.repeat(51), tag: '碳钢' }]),
      base64([{ name: '材质', tag: 'x'.repeat(101) }]),
      btoa('\xff\xfe'),
    ]) {
      expect(decodeParameterFilters(bad), bad).toBeNull();
    }
    expect(decodeParameterFilters(base64([{ name: 'x'.repeat(50), tag: 'y'.repeat(100) }]))).toHaveLength(1);
  });
});

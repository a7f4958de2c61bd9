import { describe, expect, it } from 'vitest';
import { regionText } from '../../common/areas/addresses/region-text.ts';

describe('regionText', () => {
  it('shows a municipality once', () => {
    expect(regionText('上海市', '上海市', '浦东新区')).toBe('上海市浦东新区');
    expect(regionText('北京市', '北京市', '朝阳区')).toBe('北京市朝阳区');
  });

  it('keeps a province and its city', () => {
    expect(regionText('广东省', '深圳市', '南山区')).toBe('广东省深圳市南山区');
  });
});

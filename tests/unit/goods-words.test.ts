import { describe, expect, it } from 'vitest';
import { deliveryMethodsIn, unitIn } from '../../common/goods-words.ts';

/** The goods data's own words in English ('Minimum order 50 pcs'), and untouched in Chinese. */
describe('goods words', () => {
  it('says a unit in English, singular for one and plural for several', () => {
    expect(unitIn('en', '个', 50)).toBe('pcs');
    expect(unitIn('en', '个')).toBe('pc');
    expect(unitIn('en', '套', 1)).toBe('set');
    expect(unitIn('en', '箱', 2)).toBe('cartons');
  });

  it('keeps Chinese as written, and a unit it does not know as written', () => {
    expect(unitIn('zh-CN', '个', 50)).toBe('个');
    expect(unitIn('en', '吨', 3)).toBe('吨');
  });

  it('names every unit the demo goods are sold by', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const catalogue = readdirSync('backend/db/seed/catalogue').map((file) => `backend/db/seed/catalogue/${file}`);
    const seeds = [...catalogue, 'backend/db/seed/families.ts'].map((file) => readFileSync(file, 'utf8'));
    const units = new Set(
      seeds.flatMap((source) => [...source.matchAll(/unit: '([^']+)'/g)].map((match) => match[1]!)),
    );
    expect(units.size).toBeGreaterThan(10);
    expect([...units].filter((unit) => /[\u4e00-\u9fa5]/.test(unitIn('en', unit, 2)))).toEqual([]);
  });

  it('lists the delivery methods in English', () => {
    expect(deliveryMethodsIn('en', '快递配送,自提')).toBe('Express delivery, Pick-up');
    expect(deliveryMethodsIn('en', '快递配送，自提')).toBe('Express delivery, Pick-up');
    expect(deliveryMethodsIn('zh-CN', '快递配送,自提')).toBe('快递配送,自提');
  });
});

import { describe, expect, it } from 'vitest';
import { resubmitSchema } from '../../app/areas/purchases/resubmit-schema.ts';

/** The edit form of a rejected purchase: each line between its minimum and its stock. */
describe('resubmitSchema', () => {
  const lines = [
    { goodsId: 7, goodsName: '复印纸', productQuantity: 10, unit: '个', inventory: 50 },
    { goodsId: 9, goodsName: '签字笔', productQuantity: 1, unit: '支', inventory: 0 },
  ];
  const choices = { payTypeId: '1', consigneeId: '3', invoiceHeader: '4' };

  it('takes lines within their minimum and stock', () => {
    const parsed = resubmitSchema('zh-CN', lines.slice(0, 1)).safeParse({
      ...choices,
      goodsId: ['7'],
      quantity: ['12'],
    });
    expect(parsed.success && parsed.data).toEqual({
      payTypeId: 1,
      consigneeId: 3,
      invoiceHeader: 4,
      goodsId: [7],
      quantity: [12],
    });
  });

  it('puts each line’s error beside its own quantity', () => {
    const parsed = resubmitSchema('zh-CN', lines).safeParse({ ...choices, goodsId: ['7', '9'], quantity: ['9', '1'] });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['quantity.0', '该商品10个起订'],
      ['quantity.1', '商品“签字笔”暂时缺货，无法购买，请从结算中去掉它'],
    ]);
  });

  it('says how many are left above the stock', () => {
    const parsed = resubmitSchema('en', lines).safeParse({ ...choices, goodsId: ['7', '9'], quantity: ['51', '1'] });
    expect(parsed.error?.issues[0]?.message).toBe('Only 50 of “复印纸” left in stock');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '../../common/locale.ts';
import { resources } from '../../app/i18n/resources.ts';
import { pageTitle } from '../../app/lib/page-title.ts';

/** The root loader's data as a page gets it: its language and the titles in that language. */
const rootIn = (locale?: Locale) => [
  {
    id: 'root',
    data: { locale, strings: { titles: resources[locale ?? DEFAULT_LOCALE].translation.titles } },
  },
  { id: 'routes/x' },
];

describe('pageTitle', () => {
  it('names the page and the shop in Chinese by default', () => {
    expect(pageTitle(rootIn('zh-CN'), 'cart')).toEqual([{ title: '购物车 | 采购商城' }]);
    expect(pageTitle(rootIn(), 'cart')).toEqual([{ title: '购物车 | 采购商城' }]);
  });

  it('follows the root loader’s language', () => {
    expect(pageTitle(rootIn('en'), 'cart')).toEqual([{ title: 'Cart | Caigou' }]);
    expect(pageTitle(rootIn('en'), 'home')).toEqual([
      { title: 'Caigou - one-stop industrial purchasing for companies' },
    ]);
  });

  it('fills names in', () => {
    expect(pageTitle(rootIn('en'), 'goodsListOf', { name: '螺栓' })).toEqual([{ title: '螺栓 - Goods | Caigou' }]);
    expect(pageTitle(rootIn('zh-CN'), 'helpArticle', { title: '联系我们' })).toEqual([
      { title: '联系我们 - 帮助中心 | 采购商城' },
    ]);
  });
});

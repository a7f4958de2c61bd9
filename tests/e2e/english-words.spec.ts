import { expect, test, type Locator } from './fixtures.ts';
import { listedGoods } from './support.ts';

/**
 * In English nothing of the storefront stays Chinese but the catalogue's own names (goods,
 * brands): the footer's help columns, the help centre, the search suggestions, the goods'
 * delivery methods and units ('Minimum order 50 pcs', not '50 个').
 */
const HAN = /[\u4e00-\u9fa5]/;

async function expectNoChinese(locator: Locator, what: string) {
  await expect(locator.first(), what).toBeVisible();
  for (const text of await locator.allInnerTexts()) expect(text, what).not.toMatch(HAN);
}

test('the footer’s help columns and the search suggestions are English, and a suggestion searches the goods’ words', async ({
  page,
}) => {
  await page.goto('/home/index?lng=en');
  const help = page.getByRole('navigation', { name: 'Help centre' });
  await expect(help.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expectNoChinese(help, 'footer help columns');
  const suggestions = page.getByRole('navigation', { name: 'Popular searches' });
  await expectNoChinese(suggestions, 'search suggestions');
  // Each minimum order on the home page's goods says its unit in English.
  await expectNoChinese(page.getByText(/^Minimum order \d+/), 'minimum orders on the home page');

  await suggestions.getByRole('link', { name: 'Bolts' }).click();
  await expect(page).toHaveURL(/\/home\/goods\/0\?keyword=%E8%9E%BA%E6%A0%93$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The help centre the footer opens is English too.
  await page.goto('/home/index');
  await help.getByRole('link', { name: 'Logging in' }).click();
  const article = page.getByRole('article', { name: 'Logging in' });
  await expect(article.getByRole('heading', { level: 1, name: 'Logging in' })).toBeVisible();
  await expectNoChinese(article.locator('.rich-text'), 'help article');
  await expectNoChinese(page.getByRole('navigation', { name: 'Help centre contents' }), 'help centre contents');
  await expect(page).toHaveTitle('Logging in - Help centre | Caigou');
});

test('a goods’ delivery methods and units are English on its page', async ({ page, request }) => {
  const goods = (await listedGoods(request)).find((item) => item.unit === '个' && item.quantity > 1);
  expect(goods, 'a listed goods sold by 个 with a minimum order').toBeDefined();
  await page.goto(`/home/details/${goods!.id}?lng=en`);
  const buy = page.locator('form.detail-buy');
  await expect(buy.getByText(`Minimum order ${goods!.quantity} pcs`)).toBeVisible();
  await expect(page.locator('.detail-unit')).toHaveText('/pc');
  const facts = page.locator('.goods-detail');
  await expect(facts.getByText('Express delivery, Pick-up')).toBeVisible();
  await expect(facts).not.toContainText('快递配送');
  await expect(facts).not.toContainText('自提');

  // Chinese stays as the data writes it.
  await page.goto(`/home/details/${goods!.id}?lng=zh-CN`);
  await expect(buy.getByText(`${goods!.quantity}个起订`)).toBeVisible();
  await expect(page.locator('.goods-detail').getByText('快递配送,自提')).toBeVisible();
});

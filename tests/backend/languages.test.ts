import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTLINE, SERVICE_EMAIL } from '../../contract/constants.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { CategoryNode, NavigationItem } from '../../contract/areas/storefront/storefront.ts';

/**
 * What the storefront answers in English (issue 11 item 7): navigation and category
 * names follow Accept-Language, Chinese by default; and the help centre gives the
 * same hotline and e-mail as every page.
 */
let t: TestBackend;
const english = { headers: { 'Accept-Language': 'en' } };

beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

describe('navigation and categories in both languages', () => {
  it('names the navigation in Chinese by default and in English when asked', async () => {
    const zh = await t.call<NavigationItem[]>('GET', '/rest/navigation/list');
    const en = await t.call<NavigationItem[]>('GET', '/rest/navigation/list', english);
    expect(zh.data.map((item) => item.name)).toContain('全部商品');
    expect(en.data.map((item) => item.name)).toContain('All goods');
    expect(en.data.every((item) => !/[\u4e00-\u9fa5]/.test(item.name))).toBe(true);
  });

  it('names every category in English when asked', async () => {
    const tree = (await t.call<CategoryNode[]>('GET', '/rest/goodscategory/list', english)).data;
    const names = (nodes: CategoryNode[]): string[] =>
      nodes.flatMap((node) => [node.categoryName, ...names(node.children)]);
    expect(names(tree).length).toBeGreaterThan(50);
    expect(names(tree).filter((name) => /[\u4e00-\u9fa5]/.test(name))).toEqual([]);
    expect(names((await t.call<CategoryNode[]>('GET', '/rest/goodscategory/list')).data)).toContain('紧固件');
  });

  it('answers category pages, the breadcrumb and the home floors in English', async () => {
    const top = (await t.call<{ id: number }[]>('GET', '/rest/goodscategory/list', english)).data;
    const page = await t.call<{ title: string }>('GET', '/rest/goodscategory/twoList', {
      ...english,
      query: { id: String(top[0]!.id) },
    });
    expect(page.data.title).toBe('Fasteners');
    const floors = await t.call<{ navigationName: string; categoryGoodsList: { categoryName: string }[] }[]>(
      'GET',
      '/rest/home/nav/goods/list',
      english,
    );
    for (const floor of floors.data) {
      expect(floor.navigationName).not.toMatch(/[\u4e00-\u9fa5]/);
      for (const tab of floor.categoryGoodsList) expect(tab.categoryName).not.toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('contact data', () => {
  it('gives the hotline and e-mail of every page in the help centre', async () => {
    const groups = await t.call<{ articleList: { title: string; content: string }[] }[]>('GET', '/rest/article/list');
    const contact = groups.data.flatMap((group) => group.articleList).find((article) => article.title === '联系我们');
    expect(contact?.content).toContain(HOTLINE);
    expect(contact?.content).toContain(SERVICE_EMAIL);
  });
});

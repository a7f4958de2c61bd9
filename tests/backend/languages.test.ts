import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTLINE, SERVICE_EMAIL } from '../../common/constants.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type {
  ArticleGroup,
  CategoryNode,
  NavigationItem,
  SearchKeyword,
} from '../../common/areas/storefront/storefront.ts';

/**
 * What the storefront answers in English: navigation and category
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

describe('the help centre and the search suggestions in both languages', () => {
  const han = /[\u4e00-\u9fa5]/;

  it('names the help groups and articles, and gives their content, in English when asked', async () => {
    const zh = (await t.call<ArticleGroup[]>('GET', '/rest/article/list')).data;
    const en = (await t.call<ArticleGroup[]>('GET', '/rest/article/list', english)).data;
    expect(zh.map((group) => group.name)).toContain('新手指南');
    expect(en.map((group) => group.name)).toContain('Getting started');
    // The same groups and articles in the same order, only their words differ.
    expect(en.map((group) => group.articleList.map((article) => article.id))).toEqual(
      zh.map((group) => group.articleList.map((article) => article.id)),
    );
    const articles = en.flatMap((group) => group.articleList);
    expect(articles.length).toBeGreaterThan(10);
    expect(en.filter((group) => han.test(group.name))).toEqual([]);
    expect(articles.filter((article) => han.test(article.title) || han.test(article.content))).toEqual([]);
    const contact = articles.find((article) => article.title === 'Contact us');
    expect(contact?.content).toContain(HOTLINE);
  });

  it('shows the suggestions in English but searches the goods’ own words', async () => {
    const zh = (await t.call<SearchKeyword[]>('GET', '/rest/searchkwd/list')).data;
    const en = (await t.call<SearchKeyword[]>('GET', '/rest/searchkwd/list', english)).data;
    expect(zh[0]).toEqual({ id: expect.any(Number), name: '螺栓', keyword: '螺栓' });
    expect(en[0]).toEqual({ id: zh[0]!.id, name: 'Bolts', keyword: '螺栓' });
    expect(en.filter((keyword) => han.test(keyword.name))).toEqual([]);
  });

  it('falls back to the Chinese where a row has no English', async () => {
    await t.db.updateTable('article_group').set({ name_en: '' }).execute();
    await t.db.updateTable('search_keyword').set({ name_en: '' }).execute();
    const groups = (await t.call<ArticleGroup[]>('GET', '/rest/article/list', english)).data;
    const keywords = (await t.call<SearchKeyword[]>('GET', '/rest/searchkwd/list', english)).data;
    expect(groups[0]!.name).toBe('新手指南');
    expect(keywords[0]!.name).toBe('螺栓');
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

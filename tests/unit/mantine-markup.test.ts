import * as Mantine from '@mantine/core';
import { createElement as h, type FunctionComponent, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as Markup from '../../app/components/mantine-markup.tsx';
import { theme } from '../../app/theme.ts';

/** Mantine's own rendering, inside the provider the scoped screens use (app/components/mantine-scope.tsx). */
const mantine = (element: ReactElement) =>
  renderToStaticMarkup(
    h(
      Mantine.MantineProvider,
      { theme, forceColorScheme: 'light', withCssVariables: false, withGlobalClasses: false },
      element,
    ),
  );

/** The same markup whatever the order of each element's attributes. */
function normalised(html: string): string {
  return html.replace(
    /<([a-z0-9]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/gi,
    (_tag, name: string, attributes: string, slash: string) => {
      const sorted = [...attributes.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)]
        .map(([, key, value]) => `${key!.toLowerCase()}="${value ?? ''}"`)
        .sort();
      return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${slash}>`;
    },
  );
}

/** Mantine's polymorphic components (`component="a"`) have types createElement cannot follow. */
const Button = Mantine.Button as unknown as FunctionComponent<Record<string, unknown>>;
const CloseButton = Mantine.CloseButton as unknown as FunctionComponent<Record<string, unknown>>;

const same = (ours: ReactElement, theirs: ReactElement) =>
  expect(normalised(renderToStaticMarkup(ours))).toBe(normalised(mantine(theirs)));

describe("the storefront's Mantine markup is Mantine's", () => {
  it('Title', () => {
    same(
      h(Markup.Title, { id: 'error-title' }, '页面不存在'),
      h(Mantine.Title, { order: 1, id: 'error-title' }, '页面不存在'),
    );
    same(
      h(Markup.Title, { size: 'h3', className: 'list-title' }, '全部商品'),
      h(Mantine.Title, { order: 1, size: 'h3', className: 'list-title' }, '全部商品'),
    );
  });

  it('buttons: a link, a default link, a small submit, loading', () => {
    same(
      h(Markup.LinkButton, { href: '/home/index' }, '返回首页'),
      h(Button, { component: 'a', href: '/home/index' }, '返回首页'),
    );
    same(
      h(Markup.LinkButton, { href: '/userCenter/index', variant: 'default' }, '返回'),
      h(Button, { component: 'a', href: '/userCenter/index', variant: 'default' }, '返回'),
    );
    for (const loading of [false, true]) {
      same(
        h(Markup.SubmitButton, { size: 'sm', loading }, '发送'),
        h(Button, { type: 'submit', size: 'sm', loading }, '发送'),
      );
    }
  });

  it('CloseButton', () => {
    same(
      h(Markup.CloseButton, { label: '关闭', onClick: () => {} }),
      h(CloseButton, { size: 'sm', 'aria-label': '关闭', onClick: () => {} }),
    );
  });

  it('TextInput and Textarea, with and without an error', () => {
    for (const error of [undefined, '请填写公司名称']) {
      const common = {
        label: '公司名称',
        defaultValue: 'x',
        error,
        withAsterisk: true,
        'aria-required': true,
      } as const;
      same(
        h(Markup.TextInput, {
          id: 'm-phone',
          name: 'phone',
          ...common,
          type: 'tel',
          inputMode: 'numeric',
          maxLength: 11,
        }),
        h(Mantine.TextInput, {
          id: 'm-phone',
          name: 'phone',
          ...common,
          type: 'tel',
          inputMode: 'numeric',
          maxLength: 11,
        }),
      );
      same(
        h(Markup.Textarea, { id: 'm-content', name: 'content', ...common, rows: 3, maxLength: 200 }),
        h(Mantine.Textarea, { id: 'm-content', name: 'content', ...common, rows: 3, maxLength: 200 }),
      );
    }
  });
});

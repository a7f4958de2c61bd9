import * as Mantine from '@mantine/core';
import { createElement as h, type FunctionComponent, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as Choices from '../../app/components/mantine-choices.tsx';
import * as Inputs from '../../app/components/mantine-inputs.tsx';
import * as Layout from '../../app/components/mantine-layout.tsx';
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
const Text = Mantine.Text as unknown as FunctionComponent<Record<string, unknown>>;

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
        h(Inputs.TextInput, {
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
        h(Inputs.Textarea, { id: 'm-content', name: 'content', ...common, rows: 3, maxLength: 200 }),
        h(Mantine.Textarea, { id: 'm-content', name: 'content', ...common, rows: 3, maxLength: 200 }),
      );
    }
  });

  it('TextInput with a hint, with and without an error', () => {
    for (const error of [undefined, '请填写企业名称']) {
      const common = {
        id: 'f-name',
        name: 'name',
        label: '企业名称',
        description: '须与营业执照上的名称一致',
        error,
        withAsterisk: !error,
        'aria-required': true,
        // What Conform passes: Mantine (and so the markup) writes its own.
        'aria-describedby': 'f-name-error',
        defaultValue: '华东',
        maxLength: 50,
        autoComplete: 'organization',
      } as const;
      same(h(Inputs.TextInput, common), h(Mantine.TextInput, common));
    }
  });

  it('NativeSelect, with an error of its own, marked only, and none', () => {
    for (const error of [undefined, true, '请选择省份']) {
      const common = {
        id: 'f-province',
        name: 'province',
        label: '省份',
        value: '1',
        onChange: () => {},
        error,
        withAsterisk: true,
        'aria-busy': true,
        data: [
          { value: '', label: '请选择省份' },
          { value: '1', label: '北京市' },
        ],
      } as const;
      same(h(Choices.NativeSelect, common), h(Mantine.NativeSelect, common));
    }
  });

  it('Checkbox and Radio', () => {
    for (const defaultChecked of [false, true]) {
      const box = { id: 'f-lt', name: 'idCardLongTerm', label: '身份证长期有效', defaultChecked };
      same(h(Choices.Checkbox, box), h(Mantine.Checkbox, box));
      const radio = { id: 'f-e-1', name: 'effectDateType', value: '1', label: '固定期限', defaultChecked };
      same(h(Choices.Radio, radio), h(Mantine.Radio, radio));
    }
  });

  it("buttons: subtle, extra small, with a native button's attributes", () => {
    same(
      h(Markup.LinkButton, { href: '/userCenter/corpcert', variant: 'subtle' }, '返回'),
      h(Button, { component: 'a', href: '/userCenter/corpcert', variant: 'subtle' }, '返回'),
    );
    const remove = {
      type: 'submit',
      name: 'intent',
      value: 'deleteImage:idCardCopy',
      formNoValidate: true,
      variant: 'default',
      size: 'xs',
      'aria-label': '删除身份证人像面',
    } as const;
    same(h(Markup.Button, remove, '删除'), h(Button, remove, '删除'));
    for (const loading of [false, true]) {
      const next = { type: 'submit', name: 'intent', value: 'next', loading } as const;
      same(h(Markup.Button, next, '下一步'), h(Button, next, '下一步'));
    }
  });

  it('Title as a section heading', () => {
    same(
      h(Markup.Title, { order: 2, size: 'h4', tabIndex: -1, className: 'certification-step-title' }, '联系人信息'),
      h(Mantine.Title, { order: 2, size: 'h4', tabIndex: -1, className: 'certification-step-title' }, '联系人信息'),
    );
  });

  it('Text, Group and Stack', () => {
    same(h(Layout.Text, { size: 'sm', c: 'orange' }, '名称不同'), h(Text, { size: 'sm', c: 'orange' }, '名称不同'));
    same(
      h(Layout.Text, { id: 'h', size: 'xs', c: 'dimmed' }, '提示'),
      h(Text, { id: 'h', size: 'xs', c: 'dimmed' }, '提示'),
    );
    same(
      h(Layout.Text, { id: 'e', size: 'sm', c: 'red', role: 'alert' }, '错误'),
      h(Text, { id: 'e', size: 'sm', c: 'red', role: 'alert' }, '错误'),
    );
    same(h(Layout.Group, { gap: 'lg' }, 'a'), h(Mantine.Group, { gap: 'lg' }, 'a'));
    same(
      h(Layout.Group, { gap: 'sm', align: 'flex-end' }, 'a'),
      h(Mantine.Group, { gap: 'sm', align: 'flex-end' }, 'a'),
    );
    same(h(Layout.Stack, { gap: 'md', maw: 560 }, 'a'), h(Mantine.Stack, { gap: 'md', maw: 560 }, 'a'));
    same(h(Layout.Stack, { gap: 'sm' }, 'a'), h(Mantine.Stack, { gap: 'sm' }, 'a'));
  });

  it('Alert with a list, and Progress', () => {
    same(
      h(
        Layout.Alert,
        { id: 'vetting', title: '审核意见' },
        h(Layout.List, { items: [{ key: 'a', content: '名称：不符' }] }),
      ),
      h(
        Mantine.Alert,
        { id: 'vetting', color: 'red', title: '审核意见' },
        h(Mantine.List, { size: 'sm' }, h(Mantine.List.Item, {}, '名称：不符')),
      ),
    );
    same(
      h(Layout.Progress, { value: 40, label: '正在上传' }),
      h(Mantine.Progress, { value: 40, 'aria-label': '正在上传', size: 'sm', mt: 'xs' }),
    );
  });
});

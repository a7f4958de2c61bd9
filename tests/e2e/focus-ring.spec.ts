import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { jsEnabled, logIn } from './support.ts';

/**
 * One focus ring (WCAG 2.4.7): every control shows the same ring when focused from the keyboard.
 * Mantine's buttons, checkboxes and radios drew theirs in the primary red — around a red
 * button too — while the shop's links and inputs drew blue.
 */

/** The ring a control draws once the keyboard has moved focus to it. */
async function ringOf(page: Page, control: Locator) {
  await control.focus();
  await expect(control).toBeFocused();
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      visible: element.matches(':focus-visible'),
      color: style.outlineColor,
      style: style.outlineStyle,
      width: style.outlineWidth,
      offset: style.outlineOffset,
      halo: style.boxShadow,
    };
  });
}

test('a Mantine button, checkbox, radio, text input and a link show the same focus ring', async ({ page }) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/address?add=1');
  // A key pressed first, so the browser shows focus as it does for a keyboard user.
  await page.keyboard.press('Tab');
  const form = page.getByRole('form', { name: '新增收货地址' });
  const rings: Record<string, Awaited<ReturnType<typeof ringOf>>> = {
    link: await ringOf(page, page.getByRole('navigation', { name: '用户中心', exact: true }).getByRole('link').first()),
    textInput: await ringOf(page, form.getByLabel('收货人')),
    checkbox: await ringOf(page, form.getByRole('checkbox', { name: '设为默认收货地址' })),
    // 保存 is a filled button in the primary red: the ring must not be red on red.
    button: await ringOf(page, form.getByRole('button', { name: '保存' })),
  };
  await page.goto('/userCenter/invoiceHeader');
  await page.getByRole('link', { name: /^编辑发票抬头/ }).click();
  await page.keyboard.press('Tab');
  rings.radio = await ringOf(page, page.getByRole('radio').first());

  // Blue, with a white edge inside it that keeps it plain on dark and red grounds.
  const blue = {
    visible: true,
    color: 'rgb(25, 113, 194)',
    style: 'solid',
    width: '2px',
    offset: '2px',
    halo: 'rgb(255, 255, 255) 0px 0px 0px 2px',
  };
  expect(rings).toEqual({ link: blue, textInput: blue, checkbox: blue, button: blue, radio: blue });
});

test('the image zoom dialog adds no second banner', async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'without JavaScript the zoom is the image itself, opened in a new tab');
  await logIn(page, 'demo');
  await page.goto('/userCenter/corpcert');
  await page
    .getByRole('link', { name: /^查看认证资料/ })
    .first()
    .click();
  await expect(page.getByRole('banner')).toHaveCount(1);

  await page.getByRole('link', { name: '查看营业执照副本大图' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: '营业执照副本' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page })
    .withRules(['landmark-no-duplicate-banner', 'landmark-banner-is-top-level', 'landmark-unique'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

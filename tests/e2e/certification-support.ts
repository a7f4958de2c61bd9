import type { Locator, TestInfo } from '@playwright/test';
import { chooseRegion } from './support.ts';

/** The certification wizard's first step (联系信息) filled in, the region chosen as the project can. */
export async function fillContactStep(form: Locator, testInfo: TestInfo) {
  await form.getByLabel('企业名称').fill('自建测试有限公司');
  await form.getByLabel('企业编码').fill('TEST01');
  await form.getByLabel('企业简称').fill('自建测试');
  await form.getByLabel('联系人').fill('陈晨');
  await form.getByLabel('手机号码').fill('13900000000');
  await form.getByLabel('固定电话').fill('021-62345678');
  await chooseRegion(form, testInfo, '浙江省', '杭州市', '西湖区');
  await form.getByLabel('详细地址').fill('文三路90号');
}

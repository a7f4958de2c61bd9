import { area } from '../../i18n/strings.ts';

/** The console's words for each company's credit (/admin/credit). */
const strings = area(
  {
    consoleCredit: {
      title: '账期额度',
      company: '企业',
      creditLimit: '授信额度',
      usedQuota: '已用额度',
      quota: '可用额度',
      overLimit: '超出额度',
      changeDate: '最近变动',
      status: { inUse: '有欠款', usedUp: '额度用尽' },
    },
  },
  {
    consoleCredit: {
      title: 'Credit',
      company: 'Company',
      creditLimit: 'Credit limit',
      usedQuota: 'Used',
      quota: 'Available',
      overLimit: 'Over the limit',
      changeDate: 'Last change',
      status: { inUse: 'Owing', usedUp: 'Used up' },
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}

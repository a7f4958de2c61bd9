import { area } from '../strings.ts';

/**
 * The small pages server.ts answers before React Router is reached (app/lib/refusal.ts):
 * a body too large, a body that is no form, a method pages do not take, a post from another site.
 */
const strings = area(
  {
    refusals: {
      tooLarge: '提交的内容过大',
      tooLargeDetail: '一次提交最多 {{limit}}，请减少内容后重试。',
      unsupported: '不支持的提交格式',
      unsupportedDetail: '本站页面只接受表单提交，请从页面上的表单提交。',
      unreadable: '无法读取提交的内容',
      unreadableDetail: '提交的内容不完整或格式有误，请返回页面重新提交。',
      tooManyFields: '提交的项目过多',
      tooManyFieldsDetail: '一次提交最多 {{fields}} 项，同一项最多重复 {{repeats}} 次，请分批提交。',
      controlChars: '地址中含有不允许的字符',
      controlCharsDetail: '链接中含有控制字符，请检查链接或从本站页面重新进入。',
      method: '不支持的请求方式',
      methodDetail: '本站页面只接受浏览和表单提交。',
      crossSite: '已拒绝来自其他网站的提交',
      crossSiteDetail: '为保护您的账户，只接受从本站页面提交的表单。如需继续，请回到本站重新操作。',
      backHome: '返回首页',
    },
  },
  {
    refusals: {
      tooLarge: 'The submission is too large',
      tooLargeDetail: 'One submission may hold at most {{limit}}; please send less and try again.',
      unsupported: 'This kind of submission is not supported',
      unsupportedDetail: "The shop's pages only take forms; please submit the form on the page.",
      unreadable: 'The submission could not be read',
      unreadableDetail: 'It was incomplete or malformed; please go back to the page and submit it again.',
      tooManyFields: 'The submission holds too many fields',
      tooManyFieldsDetail:
        'One submission may hold at most {{fields}} fields, and one field at most {{repeats}} times; please send it in parts.',
      controlChars: 'The address holds characters that are not allowed',
      controlCharsDetail:
        'The link holds control characters; please check it or go back to the shop and follow its links.',
      method: 'This request method is not supported',
      methodDetail: "The shop's pages can only be viewed and have their forms submitted.",
      crossSite: 'A submission from another site was refused',
      crossSiteDetail:
        "To protect your account, only forms sent from the shop's own pages are accepted. Go back to the shop to carry on.",
      backHome: 'Back to home',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../resources.ts' {
  interface InterfaceStrings extends Own {}
}

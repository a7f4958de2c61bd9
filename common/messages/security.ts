import { messageArea } from './area.ts';

/** Refusals that protect the shop: unreadable input, races, limits on tries, settlements left too long. */
export default messageArea(
  {
    controlChars: '输入内容含有不允许的控制字符，请删除后再试',
    bodyTooLarge: '提交的内容太大（不能超过{size}）',
    tooManyFields: '提交的项目太多（最多{fields}项，同一项最多{repeats}次）',
    nestedTooDeep: '提交的数据层级太深（最多{depth}层）',
    bodyUnreadable: '提交的内容不完整或格式有误，无法读取',
    singleLine: '{field}不能包含换行符或制表符',
    cartChanged: '购物车已变化，请刷新后再试',
    loginLocked: '登录失败次数过多，请{minutes}分钟后再试',
    tooManyAttempts: '操作太频繁，请{seconds}秒后再试',
    settlementExpired: '该结算单已超过{hours}小时未提交，已失效，请重新下单',
  },
  {
    controlChars: 'The input contains control characters that are not allowed; please remove them and try again',
    bodyTooLarge: 'What was sent is too large (at most {size})',
    tooManyFields: 'What was sent holds too many fields (at most {fields}, and one field at most {repeats} times)',
    nestedTooDeep: 'What was sent is nested too deeply (at most {depth} levels)',
    bodyUnreadable: 'What was sent is incomplete or malformed and cannot be read',
    singleLine: '{field} cannot contain line breaks or tabs',
    cartChanged: 'Your cart has changed; please refresh and try again',
    loginLocked: 'Too many failed logins; please try again in {minutes} minutes',
    tooManyAttempts: 'Too many attempts; please try again in {seconds} seconds',
    settlementExpired: 'This checkout was not submitted within {hours} hours and has expired; please start again',
  },
);

import { messageArea } from '../../messages/area.ts';

/** The webhooks area's messages in both languages. */
export default messageArea(
  {
    'webhooks.url': '请输入以 http:// 或 https:// 开头的地址',
    'webhooks.urlTooLong': '地址不能超过 500 个字符',
    'webhooks.scheme': '地址只能以 http:// 或 https:// 开头',
    'webhooks.unresolved': '无法解析该地址的域名，请检查后重试',
    'webhooks.forbidden': '该地址指向内网、本机或保留网段，出于安全原因不能接收 Webhook',
    'webhooks.events': '请至少选择一个事件',
    'webhooks.tooMany': '每个公司最多登记 10 个 Webhook 地址',
    'webhooks.added': '已添加。签名密钥只显示这一次，请立即保存',
    'webhooks.rotated': '已更换签名密钥。旧密钥在 24 小时内仍同时签名',
    'webhooks.enabled': '已启用',
    'webhooks.disabled': '已停用',
    'webhooks.deleted': '已删除',
    'webhooks.resent': '已重新排队发送（同一 webhook-id）',
  },
  {
    'webhooks.url': 'Enter an address starting with http:// or https://',
    'webhooks.urlTooLong': 'The address may be at most 500 characters',
    'webhooks.scheme': 'The address must start with http:// or https://',
    'webhooks.unresolved': 'The address’s host name does not resolve; check it and try again',
    'webhooks.forbidden':
      'This address points to a private, local or reserved network and cannot receive webhooks, for security',
    'webhooks.events': 'Choose at least one event',
    'webhooks.tooMany': 'A company may register at most 10 webhook addresses',
    'webhooks.added': 'Added. The signing secret is shown only this once: save it now',
    'webhooks.rotated': 'Signing secret replaced. The old one keeps signing beside it for 24 hours',
    'webhooks.enabled': 'Enabled',
    'webhooks.disabled': 'Disabled',
    'webhooks.deleted': 'Deleted',
    'webhooks.resent': 'Queued to send again (same webhook-id)',
  },
);

import { messageArea } from '../../messages/area.ts';

/** Messages of the merchant message widget. */
export default messageArea(
  {
    'field.messageContent': '留言内容',
    messageSent: '留言发送成功',
  },
  {
    'field.messageContent': 'message content',
    messageSent: 'Message sent successfully',
  },
);

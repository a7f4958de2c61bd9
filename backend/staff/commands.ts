import type { Backend } from '../app.ts';
import { wireTime } from '../../contract/time.ts';
import { forTerminal } from './terminal.ts';

/** The staff commands (cli.ts runs them). Whatever a buyer or visitor typed is printed through forTerminal. */
const cell = (value: string | number) => forTerminal(String(value));

const DEFAULT_MESSAGES = 20;

export type Command = (
  backend: Backend,
  args: string[],
  options: Record<string, string | undefined>,
) => Promise<string>;

export const commands: Record<string, Command> = {
  async 'confirm-payment'(backend, [orderNo]) {
    if (!orderNo) throw new Error('confirm-payment needs an order number');
    const order = await backend.services.fulfilment.confirmPayment(orderNo);
    return `Order ${order.order_no} is paid and awaits shipment.`;
  },
  async 'ship-order'(backend, [orderNo], { carrier, tracking }) {
    if (!orderNo) throw new Error('ship-order needs an order number');
    if ((carrier === undefined) !== (tracking === undefined)) throw new Error('--carrier and --tracking go together');
    const order = await backend.services.fulfilment.ship(orderNo, carrier, tracking);
    return `Order ${order.order_no} shipped${carrier ? ` by ${forTerminal(carrier)}, tracking number ${forTerminal(tracking ?? '')}` : ''}.`;
  },
  async 'approve-company'(backend, [username]) {
    if (!username) throw new Error('approve-company needs the main account username');
    const { company, mobile } = await backend.services.accounts.approveCompany(username);
    return `Approved ${forTerminal(company)}; the SMS went to ${forTerminal(mobile)}.`;
  },
  async companies(backend, _args, { status }) {
    const rows = await backend.services.accounts.listCompanies(status);
    if (rows.length === 0) return 'No registrations.';
    return rows.map((row) => [row.id, row.status, row.username, row.mobile, row.name].map(cell).join('\t')).join('\n');
  },
  async sms(backend, [mobile]) {
    if (!mobile) throw new Error('sms needs a mobile number');
    const sent = await backend.services.sms.latestMessage(mobile);
    if (!sent) throw new Error(`No SMS was sent to ${mobile}`);
    return forTerminal(sent.content);
  },
  async messages(backend, [count = String(DEFAULT_MESSAGES)]) {
    const limit = Number(count);
    if (!Number.isSafeInteger(limit) || limit <= 0) throw new Error('messages takes a positive number of messages');
    const rows = await backend.services.merchant.latest(limit);
    if (rows.length === 0) return 'No merchant messages.';
    return rows
      .map(
        (row) =>
          `${[row.id, wireTime(row.created_at), row.company, row.linkman, row.phone].map(cell).join('\t')}\n  ${cell(row.content)}`,
      )
      .join('\n');
  },
};

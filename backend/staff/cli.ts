import '../load-env.ts';
import { parseArgs } from 'node:util';
import { openBackend, type Backend } from '../app.ts';
import { readBackendConfig } from '../config.ts';
import { wireTime } from '../../contract/time.ts';

/**
 * The shop staff's command line (DESIGN.md), against the same DATA_DIR or
 * DATABASE_URL as the running shop: `npm run staff -- <command> …`.
 */
const USAGE = `Usage: npm run staff -- <command>
  approve-company <username>   approve a pending registration (the company is told by SMS)
  companies [--status S]       list registrations (S: pending | approved | refused)
  sms <mobile>                 print the newest SMS sent to a mobile through the outbox
  messages [N]                 list the newest N merchant messages (default 20)
  confirm-payment <orderNo>    the offline transfer for an order arrived: mark it paid
  ship-order <orderNo> [--carrier NAME --tracking NO]
                               ship a paid order, with its carrier and tracking number`;

const DEFAULT_MESSAGES = 20;

type Command = (backend: Backend, args: string[], options: Record<string, string | undefined>) => Promise<string>;

const commands: Record<string, Command> = {
  async 'confirm-payment'(backend, [orderNo]) {
    if (!orderNo) throw new Error('confirm-payment needs an order number');
    const order = await backend.services.fulfilment.confirmPayment(orderNo);
    return `Order ${order.order_no} is paid and awaits shipment.`;
  },
  async 'ship-order'(backend, [orderNo], { carrier, tracking }) {
    if (!orderNo) throw new Error('ship-order needs an order number');
    if ((carrier === undefined) !== (tracking === undefined)) throw new Error('--carrier and --tracking go together');
    const order = await backend.services.fulfilment.ship(orderNo, carrier, tracking);
    return `Order ${order.order_no} shipped${carrier ? ` by ${carrier}, tracking number ${tracking}` : ''}.`;
  },
  async 'approve-company'(backend, [username]) {
    if (!username) throw new Error('approve-company needs the main account username');
    const { company, mobile } = await backend.services.accounts.approveCompany(username);
    return `Approved ${company}; the SMS went to ${mobile}.`;
  },
  async companies(backend, _args, { status }) {
    const rows = await backend.services.accounts.listCompanies(status);
    if (rows.length === 0) return 'No registrations.';
    return rows.map((row) => `${row.id}\t${row.status}\t${row.username}\t${row.mobile}\t${row.name}`).join('\n');
  },
  async sms(backend, [mobile]) {
    if (!mobile) throw new Error('sms needs a mobile number');
    const sent = await backend.services.sms.latestMessage(mobile);
    if (!sent) throw new Error(`No SMS was sent to ${mobile}`);
    return sent.content;
  },
  async messages(backend, [count = String(DEFAULT_MESSAGES)]) {
    const limit = Number(count);
    if (!Number.isSafeInteger(limit) || limit <= 0) throw new Error('messages takes a positive number of messages');
    const rows = await backend.services.merchant.latest(limit);
    if (rows.length === 0) return 'No merchant messages.';
    return rows
      .map(
        (row) =>
          `${row.id}\t${wireTime(row.created_at)}\t${row.company}\t${row.linkman}\t${row.phone}\n  ${row.content}`,
      )
      .join('\n');
  },
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { status: { type: 'string' }, carrier: { type: 'string' }, tracking: { type: 'string' } },
  });
  const [name, ...args] = positionals;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command "${name}".\n${USAGE}` : USAGE);
    return 2;
  }
  const backend = await openBackend(readBackendConfig());
  try {
    console.log(await command(backend, args, values));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await backend.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

import '../load-env.ts';
import { parseArgs } from 'node:util';
import { openBackend } from '../app.ts';
import { readBackendConfig } from '../config.ts';
import { message } from '../../contract/messages.ts';
import { AppError } from '../errors.ts';
import { commands } from './commands.ts';
import { forTerminal } from './terminal.ts';

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
    // Services refuse with the shop's message keys; the command line speaks English, as its usage does.
    const text =
      error instanceof AppError ? message('en', error.key, error.params) : String((error as Error).message ?? error);
    console.error(forTerminal(text));
    return 1;
  } finally {
    await backend.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

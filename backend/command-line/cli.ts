import '../load-env.ts';
import { parseArgs } from 'node:util';
import { openBackend } from '../app.ts';
import { readBackendConfig } from '../config.ts';
import { message } from '../../common/messages.ts';
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
  confirm-payment <orderNo> --serial NO [--amount A --date YYYY-MM-DD]
                               the offline transfer for an order arrived: mark it paid
                               (amount: the amount due unless given; date: today)
  ship-order <orderNo> --carrier NAME --tracking NO
                               ship a paid order, with its carrier and tracking number
  create-staff <username> [--role R[,R…]] [--password P] [--name N] [--mobile M]
                               open a staff account (roles: admin, service, finance,
                               warehouse, viewer; default admin); asks for the password
  list-jobs                    list the scheduled jobs: last run, failures, last error
  run-job <name> [--period P]  run a job now for the period due (or P: 2026-11, 2026-11-24,
                               2026-11-24T13 by its schedule, Asia/Shanghai), unless done

Every change is written to the audit trail as 'command line'.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: Object.fromEntries(
      ['status', 'carrier', 'tracking', 'amount', 'date', 'serial', 'role', 'password', 'name', 'mobile', 'period'].map(
        (option) => [option, { type: 'string' } as const],
      ),
    ),
  });
  const [name, ...args] = positionals;
  if (name === 'create-staff' && values.password === undefined) values.password = await askPassword();
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command "${name}".\n${USAGE}` : USAGE);
    return 2;
  }
  // No scheduler here: a command does what it is asked, and run-job claims its job as the shop's would.
  const backend = await openBackend(readBackendConfig(), { scheduler: false });
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

/** Asks for a new password on the terminal without echoing it, twice. */
async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const { createInterface } = await import('node:readline/promises');
  const ask = async (prompt: string) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    process.stdout.write(prompt);
    // Swallow the echo of what is typed.
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
    const answer = await terminal.question('');
    terminal.close();
    process.stdout.write('\n');
    return answer;
  };
  const first = await ask('Password: ');
  const again = await ask('Password again: ');
  if (first !== again) throw new Error('The passwords differ');
  return first;
}

process.exitCode = await main(process.argv.slice(2));

import type { Backend } from '../app.ts';
import { confirmPaymentSchema } from '../../common/areas/orders/console.ts';
import { consoleQuery, shipSchema } from '../../common/console.ts';
import { staffCreateSchema } from '../../common/areas/staff/staff.ts';
import { wireTime } from '../../common/time.ts';
import { COMMAND_LINE } from '../services/staff-actor.ts';
import { forTerminal } from './terminal.ts';

/**
 * The staff commands (cli.ts runs them). They call the console's services as the
 * 'command line' actor, so every change is in the audit trail too. Whatever a buyer or
 * visitor typed is printed through forTerminal.
 */
const cell = (value: string | number) => forTerminal(String(value));

const DEFAULT_MESSAGES = 20;

export type Command = (
  backend: Backend,
  args: string[],
  options: Record<string, string | undefined>,
) => Promise<string>;

/** Parses with the console's own schema; the first problem is the command's error. */
function parsed<T>(
  schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'invalid input');
  return result.data;
}

export const commands: Record<string, Command> = {
  async 'confirm-payment'(backend, [orderNo], { amount, date, serial }) {
    if (!orderNo) throw new Error('confirm-payment needs an order number');
    const service = backend.services.orderConsole;
    const id = await service.idOf(orderNo);
    const order = await service.detail(COMMAND_LINE, id);
    // Without --amount and --date the command confirms the amount due, received today.
    const form = parsed(confirmPaymentSchema('en'), {
      amount: amount ?? String(order.totalAmount),
      date: date ?? wireTime(Date.now()).slice(0, 10),
      serial,
    });
    await service.confirmPayment(COMMAND_LINE, id, form);
    return `Order ${order.orderNo} is paid and awaits shipment.`;
  },
  async 'ship-order'(backend, [orderNo], { carrier, tracking }) {
    if (!orderNo) throw new Error('ship-order needs an order number');
    const form = parsed(shipSchema('en'), { carrier, trackingNo: tracking });
    const service = backend.services.orderConsole;
    const order = await service.ship(COMMAND_LINE, await service.idOf(orderNo), form);
    return `Order ${order.orderNo} shipped by ${forTerminal(form.carrier)}, tracking number ${forTerminal(form.trackingNo)}.`;
  },
  async 'approve-company'(backend, [username]) {
    if (!username) throw new Error('approve-company needs the main account username');
    const service = backend.services.companyConsole;
    const company = await service.act(COMMAND_LINE, await service.idOfMainAccount(username), 'approve');
    return `Approved ${forTerminal(company.name)}; the SMS went to ${forTerminal(company.mobile)}.`;
  },
  async companies(backend, _args, { status }) {
    const query = parsed(consoleQuery('companies'), { status, limit: '100' });
    const { list } = await backend.services.companyConsole.list(COMMAND_LINE, query);
    if (list.length === 0) return 'No registrations.';
    return list.map((row) => [row.id, row.status, row.username, row.mobile, row.name].map(cell).join('\t')).join('\n');
  },
  async sms(backend, [mobile]) {
    if (!mobile) throw new Error('sms needs a mobile number');
    const sent = await backend.services.sms.latestMessage(mobile);
    if (!sent) throw new Error(`No SMS was sent to ${mobile}`);
    return forTerminal(sent.content);
  },
  async messages(backend, [count = String(DEFAULT_MESSAGES)]) {
    const limit = Number(count);
    if (!Number.isSafeInteger(limit) || limit <= 0 || limit > 100)
      throw new Error('messages takes a number of messages from 1 to 100');
    const query = parsed(consoleQuery('messages'), { limit: String(limit) });
    const { list } = await backend.services.merchantConsole.messages(COMMAND_LINE, query);
    if (list.length === 0) return 'No merchant messages.';
    return list
      .map(
        (row) =>
          `${[row.id, row.createDate, row.company, row.linkman, row.phone].map(cell).join('\t')}\n  ${cell(row.content)}`,
      )
      .join('\n');
  },
  async 'create-staff'(backend, [username], { role, password, name, mobile }) {
    if (!username) throw new Error('create-staff needs a username');
    if (!password) throw new Error('create-staff needs a password');
    const form = parsed(staffCreateSchema('en'), {
      username,
      password,
      name: name ?? username,
      mobile,
      roles: (role ?? 'admin').split(','),
    });
    const staff = await backend.services.staffAccounts.create(COMMAND_LINE, form);
    return `Staff account ${forTerminal(staff.username)} created with roles ${staff.roles.join(', ')}.`;
  },
  // Through the same claim as the scheduler of a running shop: never twice at once, a done period never again.
  async 'run-job'(backend, [name], { period }) {
    if (!name) throw new Error('run-job needs a job name (list-jobs lists them)');
    const run = await backend.jobs.runJob(name, { period });
    const what = `Job ${cell(run.job)}, period ${cell(run.period)}`;
    switch (run.result) {
      case 'done':
        return `${what}: done${run.outcome ? `: ${cell(run.outcome)}` : '.'}`;
      case 'already done':
        return `${what} was done already${run.outcome ? `: ${cell(run.outcome)}` : '.'}`;
      case 'busy':
        throw new Error(
          `${what}: another process is running this job${run.leaseUntil ? ` (its lease runs out at ${wireTime(run.leaseUntil)})` : ''}; try again later.`,
        );
      case 'failed':
        throw new Error(`${what} failed: ${run.error}`);
    }
  },
  async 'list-jobs'(backend) {
    const jobs = await backend.jobs.list(COMMAND_LINE);
    if (jobs.length === 0) return 'No jobs are registered.';
    return jobs
      .map((job) => {
        const last = job.lastRun
          ? `last ${job.lastRun.period} ${job.lastRun.status} ${job.lastRun.finished ?? job.lastRun.started}`
          : 'never ran';
        const state = [job.running ? 'running now' : '', job.failedPeriods ? `${job.failedPeriods} failed` : '']
          .filter(Boolean)
          .join(', ');
        const error = job.lastError ? `\n  last error: ${cell(job.lastError)}` : '';
        return `${[job.name, job.every, `due ${job.duePeriod}`, last, state].filter(Boolean).map(cell).join('\t')}${error}`;
      })
      .join('\n');
  },
};

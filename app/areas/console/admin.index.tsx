import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TodoQueue } from '../../../common/areas/staff/console.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { staffApi } from './staff-api.server.ts';
import type { Route } from './+types/admin.index';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleHome');

export async function loader({ request, context }: Route.LoaderArgs) {
  return { todo: await staffApi.todo({ request, context }) };
}

/** Where each queue's card leads: its list, filtered to what waits. */
const QUEUE_LINKS: Record<TodoQueue['key'], string> = {
  registrations: '/admin/companies?status=pending&dir=asc',
  certifications: '/admin/certifications?status=5&dir=asc',
  afterSaleVetting: '/admin/afterSales?status=1&dir=asc',
  afterSaleGoods: '/admin/afterSales?status=2&dir=asc',
  afterSaleRefund: '/admin/afterSales?status=3&dir=asc',
  payments: '/admin/orders?status=0&dir=asc',
  shipments: '/admin/orders?status=1&dir=asc',
  // No console list of purchases: the companies are who staff ring about a purchase left waiting.
  purchasesWaiting: '/admin/companies?status=approved',
  messages: '/admin/messages?status=open&dir=asc',
  outOfStock: '/admin/goods?status=outOfStock',
  contractsToSend: '/admin/contracts?status=0&dir=asc',
  contractsExpiring: '/admin/contracts?status=3&sort=endDate&dir=asc',
  statementsToMake: '/admin/statements',
  statementsToSend: '/admin/statements?status=0&dir=asc',
  statementDisputes: '/admin/statements?status=3&dir=asc',
  remittancesToConfirm: '/admin/remittances',
  overdueStatements: '/admin/statements?status=9&sort=due&dir=asc',
  invoicesToIssue: '/admin/invoices',
  invoiceReversals: '/admin/invoices#invoice-reversals',
};

/** A queue of two states has a second link, to the other one. */
const ALSO_LINKS: Partial<Record<TodoQueue['key'], string>> = {
  contractsToSend: '/admin/contracts?status=5&dir=asc',
  contractsExpiring: '/admin/contracts?status=6&sort=endDate&dir=asc',
};

/** The to-do home: a card per queue with its count, the age of its oldest item, and its deadline when late. */
export default function ConsoleHomeScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="todo-title">
      <Title order={1} size="h3" id="todo-title">
        {t('console.todo.title')}
      </Title>
      <ul className="todo-cards">
        {loaderData.todo.queues.map((queue) => (
          <li key={queue.key} className={queue.overdue ? 'todo-card is-overdue' : 'todo-card'}>
            <h2 id={`queue-${queue.key}`}>{t(`console.todo.queue.${queue.key}`)}</h2>
            <p className="todo-count">
              {queue.count > 0 ? t('console.todo.count', { count: queue.count }) : t('console.todo.none')}
            </p>
            {queue.oldest && <p>{t('console.todo.oldest', { time: queue.oldest })}</p>}
            {queue.deadline && <p>{t('console.todo.deadline', { time: queue.deadline })}</p>}
            {queue.overdue && <p className="todo-overdue">{t('console.todo.overdue')}</p>}
            <Link to={QUEUE_LINKS[queue.key]} aria-describedby={`queue-${queue.key}`}>
              {t('console.todo.open')}
            </Link>
            {ALSO_LINKS[queue.key] && (
              <p>
                <Link to={ALSO_LINKS[queue.key]!}>{t(`console.todo.also.${queue.key as 'contractsToSend'}`)}</Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { message, toLocale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { PrintFrame } from '../../frames/print-frame.tsx';
import { orRefusalPage, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { requireUser } from '../../lib/current-user.server.ts';
import { statementApi } from './statement-api.server.ts';
import { StatementLines } from './statement-lines.tsx';
import { statementHref } from './statement-url.ts';
import './statements.css';
import type { Route } from './+types/print.statement.$id';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'statement', { no: data?.detail.record.balanceNum ?? '' });

/** The main account's own statement, its current version; any other id is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  return { detail: await orRefusalPage(statementApi.info({ request, context }, pathId(params))) };
}

/**
 * A statement to print: its company, period, state and balances, then its lines by order with
 * their subtotals, the adjustments and the total, as the statement's downloaded files lay them out.
 */
export default function PrintStatement({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const say = (key: MessageKey) => message(locale, key);
  const { record } = loaderData.detail;
  return (
    <PrintFrame
      title={t('statement.printTitle', { no: record.balanceNum })}
      company={record.companyName}
      back={{ href: statementHref(record.id), label: t('statement.printBack') }}
    >
      <Facts
        className="statement-facts"
        facts={[
          [say('statement.period'), `${record.startDate} ~ ${record.endDate}`],
          [t('statements.state'), label('statementState', record.state, locale)],
          [t('statements.payStatus'), t(record.payStatus === 1 ? 'statements.remitted' : 'statements.notRemitted')],
          [say('statement.version'), record.version],
          [say('statement.openingBalance'), formatPayable(record.openingBalance)],
          [say('statement.accountAmount'), formatPayable(record.accountAmount)],
          [say('statement.closingBalance'), formatPayable(record.closingBalance)],
          [say('statement.dueDate'), record.dueDate],
          [say('statement.paidAmount'), formatPayable(record.paidAmount)],
        ]}
      />
      <StatementLines detail={loaderData.detail} />
    </PrintFrame>
  );
}

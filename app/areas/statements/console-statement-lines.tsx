import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementDetail, StatementLine } from '../../../common/areas/statements/statement.ts';
import { message, toLocale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { formatPayable, formatPrice } from '../../lib/price.ts';
import { TableScroll } from '../../components/table-scroll.tsx';

/** A line's description, with a tag when the company marked it as disputed. */
function Described({ line, disputed }: { line: StatementLine; disputed: ReadonlySet<number> }) {
  const { t } = useTranslation();
  return (
    <>
      {line.description}
      {disputed.has(line.id) && (
        <>
          {' '}
          <span className="state-tag is-bad">{t('consoleStatement.disputed')}</span>
        </>
      )}
    </>
  );
}

/**
 * The current version's lines as the statement's files lay them out: by order (its charge with
 * the goods under it, its refunds, its subtotal), then the adjustments, then the totals. Lines
 * the company marked as disputed are tinted and tagged.
 */
export function ConsoleStatementLines({ detail }: { detail: StatementDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const say = (key: MessageKey) => message(locale, key);
  const { record, groups, adjustments } = detail;
  const disputed = new Set(record.disputedLines);
  const rowClass = (line: StatementLine) => (disputed.has(line.id) ? 'is-disputed' : undefined);
  const head: ReactNode = (
    <thead>
      <tr>
        <th scope="col">{say('statementDoc.date')}</th>
        <th scope="col">{say('statementDoc.kind')}</th>
        <th scope="col">{say('statementDoc.description')}</th>
        <th scope="col">{say('statementDoc.quantity')}</th>
        <th scope="col">{say('statementDoc.price')}</th>
        <th scope="col">{say('statementDoc.amount')}</th>
      </tr>
    </thead>
  );
  return (
    <>
      <section aria-labelledby="statement-lines" className="console-section">
        <h2 id="statement-lines">{t('statement.lines', { version: record.version })}</h2>
        {groups.length === 0 ? (
          <p className="empty-state">{t('consoleStatement.noLines')}</p>
        ) : (
          <TableScroll label={t('statement.lines', { version: record.version })}>
            <table className="data-table console-table statement-lines">
              {head}
              {groups.map((group) => (
                <tbody key={group.orderNo}>
                  <tr className="statement-order">
                    <th scope="rowgroup" colSpan={6}>
                      {t('consoleStatement.orderGroup', { orderNo: group.orderNo })}
                    </th>
                  </tr>
                  {group.lines.map((line) => (
                    <Fragment key={line.id}>
                      <tr className={rowClass(line)}>
                        <td>{line.occurredOn}</td>
                        <td>{label('statementLine', line.kind, locale)}</td>
                        <td>
                          <Described line={line} disputed={disputed} />
                        </td>
                        <td />
                        <td />
                        <td className="number">{formatPayable(line.amount)}</td>
                      </tr>
                      {line.goods.map((item, index) => (
                        <tr key={index} className="statement-goods">
                          <td />
                          <td>{t('consoleStatement.goods')}</td>
                          <td>{item.name}</td>
                          <td className="number">{item.quantity}</td>
                          <td className="number">{formatPrice(item.price)}</td>
                          <td className="number">{formatPayable(item.amount)}</td>
                        </tr>
                      ))}
                    </Fragment>
                  ))}
                  <tr className="statement-subtotal">
                    <th scope="row" colSpan={5}>
                      {say('statementDoc.subtotal')}
                    </th>
                    <td className="number">{formatPayable(group.subtotal)}</td>
                  </tr>
                </tbody>
              ))}
            </table>
          </TableScroll>
        )}
      </section>
      <section aria-labelledby="statement-adjustments" className="console-section">
        <h2 id="statement-adjustments">{t('consoleStatement.adjustments')}</h2>
        {adjustments.length === 0 ? (
          <p className="empty-state">{t('consoleStatement.noAdjustments')}</p>
        ) : (
          <TableScroll label={t('consoleStatement.adjustments')}>
            <table className="data-table console-table statement-lines">
              <thead>
                <tr>
                  <th scope="col">{say('statementDoc.date')}</th>
                  <th scope="col">{say('statementDoc.description')}</th>
                  <th scope="col">{say('statementDoc.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {adjustments.map((line) => (
                  <tr key={line.id} className={rowClass(line)}>
                    <td>{line.occurredOn}</td>
                    <td>
                      <Described line={line} disputed={disputed} />
                    </td>
                    <td className="number">{formatPayable(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section aria-labelledby="statement-totals" className="console-section">
        <h2 id="statement-totals">{t('consoleStatement.totals')}</h2>
        <dl className="console-facts">
          <div>
            <dt>{say('statement.openingBalance')}</dt>
            <dd>{formatPayable(record.openingBalance)}</dd>
          </div>
          <div>
            <dt>{say('statement.accountAmount')}</dt>
            <dd>{formatPayable(record.accountAmount)}</dd>
          </div>
          <div>
            <dt>{say('statement.closingBalance')}</dt>
            <dd>{formatPayable(record.closingBalance)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { BudgetLine, BudgetUsage } from '../../../common/areas/budgets/budget.ts';
import { groupedYuan } from '../../../common/areas/budgets/budget.ts';
import { parseMoney, type Money } from '../../../common/money.ts';
import { TableScroll } from '../../components/table-scroll.tsx';

/** A wire amount (yuan) as the screens write money: grouped, 2 places. */
export const yuan = (amount: number) => groupedYuan((parseMoney(amount) ?? 0) as Money);

/**
 * The budgets that apply, each with its period counted now, what it has used and has left; the
 * main account may remove each (a plain form per row).
 */
export function BudgetTable({ budgets, removable }: { budgets: BudgetLine[]; removable: boolean }) {
  const { t } = useTranslation();
  const scopeOf = (line: BudgetLine) => (line.accountId === 0 ? t('budgets.company') : line.username);
  return (
    <TableScroll label={t('budgets.current')}>
      <Table withTableBorder className="budget-table">
        <caption>{t('budgets.current')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('budgets.scope')}</Table.Th>
            <Table.Th scope="col">{t('budgets.period')}</Table.Th>
            <Table.Th scope="col">{t('budgets.periodKey')}</Table.Th>
            <Table.Th scope="col">{t('budgets.amount')}</Table.Th>
            <Table.Th scope="col">{t('budgets.used')}</Table.Th>
            <Table.Th scope="col">{t('budgets.left')}</Table.Th>
            {removable && <Table.Th scope="col">{t('budgets.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {budgets.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={removable ? 7 : 6}>{t('budgets.none')}</Table.Td>
            </Table.Tr>
          ) : (
            budgets.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Th scope="row">{scopeOf(line)}</Table.Th>
                <Table.Td>{t(line.period === 'year' ? 'budgets.year' : 'budgets.month')}</Table.Td>
                <Table.Td>{line.periodKey}</Table.Td>
                <Table.Td className="budget-money">¥{yuan(line.amount)}</Table.Td>
                <Table.Td className="budget-money">¥{yuan(line.used)}</Table.Td>
                <Table.Td className="budget-money">¥{yuan(line.left)}</Table.Td>
                {removable && (
                  <Table.Td>
                    <Form method="post">
                      <input type="hidden" name="id" value={line.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="remove"
                        size="xs"
                        color="red"
                        variant="outline"
                        aria-label={t('budgets.removeLabel', {
                          scope: scopeOf(line),
                          period: t(line.period === 'year' ? 'budgets.year' : 'budgets.month'),
                        })}
                      >
                        {t('budgets.remove')}
                      </Button>
                    </Form>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Use per account per month over the last twelve, this year's total, and the company's. */
export function UsageTable({ usage, year }: { usage: BudgetUsage; year: string }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('budgets.usage')}>
      <Table withTableBorder className="budget-table">
        <caption>{t('budgets.usage')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('budgets.account')}</Table.Th>
            <Table.Th scope="col">{t('budgets.thisYear', { year })}</Table.Th>
            {usage.months.map((month) => (
              <Table.Th scope="col" key={month}>
                {month}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usage.rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={usage.months.length + 2}>{t('budgets.noUsage')}</Table.Td>
            </Table.Tr>
          ) : (
            usage.rows.map((row) => (
              <Table.Tr key={row.accountId}>
                <Table.Th scope="row">{row.username}</Table.Th>
                <Table.Td className="budget-money">{yuan(row.year)}</Table.Td>
                {row.months.map((used, index) => (
                  <Table.Td key={usage.months[index]} className="budget-money">
                    {yuan(used)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('budgets.companyTotal')}</Table.Th>
            <Table.Td className="budget-money">{yuan(usage.company.year)}</Table.Td>
            {usage.company.months.map((used, index) => (
              <Table.Td key={usage.months[index]} className="budget-money">
                {yuan(used)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}

import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffBudgets } from '../../../common/areas/budgets/budget.ts';
import { BudgetTable, yuan } from './budget-tables.tsx';

/** A company's budgets and this month's use, read-only, for its console page. */
export function ConsoleBudgets({ budgets }: { budgets: StaffBudgets }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="console-budgets-title">
      <Title order={2} size="h4" id="console-budgets-title">
        {t('consoleBudgets.title')}
      </Title>
      {budgets.budgets.length === 0 ? (
        <Text size="sm">{t('consoleBudgets.none')}</Text>
      ) : (
        <BudgetTable budgets={budgets.budgets} removable={false} />
      )}
      <Text size="sm">{t('consoleBudgets.monthUsed', { month: budgets.month, amount: yuan(budgets.monthUsed) })}</Text>
    </section>
  );
}

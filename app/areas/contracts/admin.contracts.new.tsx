import { TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { contractDraftSchema } from '../../../common/areas/contracts/contract.ts';
import { Code } from '../../../common/envelope.ts';
import { wireTime } from '../../../common/time.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ApiError } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { resultFor } from '../console/index.ts';
import { ContractForm, contractFormValues } from './contract-form.tsx';
import { runConsoleAction } from '../console/index.server.ts';
import { consoleContractApi } from './console-api.server.ts';
import type { Route } from './+types/admin.contracts.new';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleContractNew');

const FORM_ID = 'contract-new';

/** A year from today, to the day before: a new draft's suggested term. */
function suggestedDates(now: number) {
  const signDate = wireTime(now).slice(0, 10);
  const end = new Date(`${signDate}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return { signDate, endDate: end.toISOString().slice(0, 10) };
}

/** The approved companies, narrowed by `?q=`; a member who may not draft goes back to the list, told why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 40);
  try {
    const [parties, approval] = await Promise.all([
      consoleContractApi.contractParties({ request, context }, q),
      consoleContractApi.contractApprovalRule({ request, context }),
    ]);
    return { q, parties, dates: suggestedDates(Date.now()), approvalAbove: approval.approvalAbove };
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.roleNotAllowed)
      throw await redirectWithToast(request, '/admin/contracts', { type: 'error', message: error.message });
    throw error;
  }
}

/** Drafting: the backend gives the number; the new contract's page opens with its next steps. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  return runConsoleAction(request, formData, {
    schema: contractDraftSchema(locale),
    // The amounts go to the wire as the yuan the staff member typed.
    act: () => consoleContractApi.contractDraft({ request, context }, contractFormValues(formData)),
    next: (contract) => `/admin/contracts/${contract.id}`,
  });
}

/**
 * 起草合同: a GET form narrows the approved companies by name, then the draft's plain
 * POST form; saved, the draft is the staff's own until it is sent. Beside the credit it says
 * whether the credit will need a second finance member's approval before it can be sent.
 */
export default function ConsoleContractNewScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, parties, dates, approvalAbove } = loaderData;
  return (
    <section aria-labelledby="contract-new-title">
      <Title order={1} size="h3" id="contract-new-title">
        {t('consoleContract.draft')}
      </Title>
      <Form method="get" role="search" className="console-filters" aria-label={t('consoleContract.partyFilterLabel')}>
        <TextInput name="q" type="search" label={t('consoleContract.partyFilter')} defaultValue={q} maxLength={40} />
        <button type="submit" className="secondary-button">
          {t('consoleContract.partyFilterSubmit')}
        </button>
      </Form>
      {parties.length === 0 && <p className="empty-state">{t('consoleContract.noParties')}</p>}
      <ContractForm
        id={FORM_ID}
        intent="add"
        lastResult={resultFor(actionData, FORM_ID)}
        submit={t('consoleContract.save')}
        parties={parties}
        dates={dates}
        approval={{ above: approvalAbove, approvedBy: null, approvedCredit: null }}
      />
      <p>
        <Link to="/admin/contracts">{t('consoleContract.back')}</Link>
      </p>
    </section>
  );
}

import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { contractDraftSchema } from '../../../common/areas/contracts/contract.ts';
import { CONTRACT_ACTION_RULES, type ConsoleContractDetail } from '../../../common/areas/contracts/console.ts';
import {
  ContractStatus,
  STAFF_CONTRACT_ACTIONS,
  type StaffContractAction,
} from '../../../common/areas/contracts/transitions.ts';
import { STAFF_ACTIONS, staffMay } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ActionForm, resultFor, AuditTimeline } from '../console/index.ts';
import { ContractPriceListName } from '../price-lists/index.ts';
import { contractPriceListsApi } from '../price-lists/index.server.ts';
import { ContractApproval } from './contract-approval.tsx';
import { ContractCredit } from './contract-credit.tsx';
import { ContractForm, contractFormValues } from './contract-form.tsx';
import { runConsoleAction } from '../console/index.server.ts';
import { consoleContractApi } from './console-api.server.ts';
import type { Route } from './+types/admin.contracts.$id';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleContract', { no: data?.contract.contractNo ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  const contract = await orNotFound(consoleContractApi.contract({ request, context }, id));
  return { contract, priceList: await contractPriceListsApi.ofContract({ request, context }, id) };
}

/** The steps besides editing take no fields: the version the page showed is all they send. */
const stepSchema = () => z.object({});

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as StaffContractAction;
  if (!STAFF_CONTRACT_ACTIONS.includes(intent)) throw new Response(null, { status: 400 });
  const seen = String(formData.get('seen') ?? '');
  if (intent === 'edit') {
    return runConsoleAction(request, formData, {
      schema: contractDraftSchema(locale),
      // The amounts go back to the wire as the yuan the staff member typed.
      act: () => consoleContractApi.contractEdit({ request, context }, id, { ...contractFormValues(formData), seen }),
    });
  }
  return runConsoleAction(request, formData, {
    schema: stepSchema(),
    act: () => consoleContractApi.contractAct({ request, context }, id, intent, { seen }),
  });
}

/**
 * Everything the contract says (its number is the page's title) and what became of it: who
 * drafted and approved it, its files' fingerprints, its signer. Amounts are yuan, as labelled.
 */
function ContractFacts({ contract }: { contract: ConsoleContractDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { record } = contract;
  const facts: [string, ReactNode][] = [
    [message(locale, 'contract.status'), label('contractStatus', contract.status, locale)],
    [message(locale, 'contract.contractName'), record.contractName],
    [message(locale, 'contract.contractType'), label('contractType', record.contractType, locale)],
    [
      message(locale, 'contract.company'),
      <Link to={`/admin/companies/${contract.companyId}`}>{contract.company}</Link>,
    ],
    [message(locale, 'contract.signMain'), record.signMain],
    [message(locale, 'contract.mainCharge'), record.mainCharge],
    [message(locale, 'contract.signSub'), record.signSub],
    [message(locale, 'contract.subCharge'), record.subCharge],
    [message(locale, 'contract.creditAmount'), formatPayable(record.creditAmount)],
    [message(locale, 'contract.accountPeriod'), record.accountPeriod],
    [message(locale, 'contract.contractAmount'), formatPayable(record.contractAmount)],
    [message(locale, 'contract.retentionAmount'), formatPayable(record.retentionAmount)],
    [message(locale, 'contract.signDate'), record.signDate],
    [message(locale, 'contract.endDate'), record.endDate],
    [message(locale, 'contract.contractLife'), record.contractLife],
    [t('consoleContract.daysLeft'), contract.daysLeft],
    [message(locale, 'contract.terms'), record.terms ? <span className="console-text">{record.terms}</span> : null],
    [t('consoleContract.createDate'), contract.createDate],
    [t('consoleContract.draftedBy'), contract.draftedBy],
    [t('consoleContract.approvedBy'), contract.approvedBy],
    [t('consoleContract.sentDate'), record.sentDate],
    [message(locale, 'contract.documentHash'), record.documentHash ? <code>{record.documentHash}</code> : null],
    [t('consoleContract.signedDate'), record.signedDate],
    [message(locale, 'contract.signer'), record.signerName],
    [t('consoleContract.signerMobile'), contract.signerMobile],
    [message(locale, 'contract.signerAddress'), contract.signerAddress],
    [t('consoleContract.signedHash'), contract.signedHash ? <code>{contract.signedHash}</code> : null],
    [message(locale, 'contract.refuseReason'), record.refuseReason],
  ];
  return <Facts facts={facts} />;
}

/**
 * One contract: its facts, what its credit would leave the company until it is signed,
 * its document, the draft's form while it is one, the steps the staff member's roles allow in its
 * state (each a plain form carrying the version shown) and its audit trail.
 */
export default function ConsoleContractScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contract, priceList } = loaderData;
  const { record } = contract;
  const staff = useStaff();
  // Approving is offered only while the credit still waits for it.
  const allowed = contract.actions.filter(
    (action) =>
      staffMay(staff.roles, CONTRACT_ACTION_RULES[action].right) && (action !== 'approve' || contract.awaitingApproval),
  );
  const editing = allowed.includes('edit') && contract.status === ContractStatus.notInitiated;
  const steps = allowed.filter((action): action is Exclude<StaffContractAction, 'edit'> => action !== 'edit');
  // Who the next step waits for, when it is not this staff member (admin may always act).
  const waitsFor = [
    ...new Set(
      contract.actions
        .filter((action) => action !== 'approve' || contract.awaitingApproval)
        .flatMap((action) => STAFF_ACTIONS[CONTRACT_ACTION_RULES[action].right]),
    ),
  ];
  const hasDocument = record.documentHash !== null || contract.signedHash !== null;
  const hints: Partial<Record<StaffContractAction, string>> = {
    send: t('consoleContract.sendHint'),
    recall: t('consoleContract.recallHint'),
  };
  return (
    <section aria-labelledby="contract-title">
      <Title order={1} size="h3" id="contract-title">
        {t('consoleContract.no')} {contract.contractNo}
      </Title>
      <ContractFacts contract={contract} />
      <p>
        {t('priceListConsole.carriedBy')}
        <ContractPriceListName list={priceList} console />
      </p>
      {/* What its credit would leave the company, while it may still be signed; the draft's form says it itself. */}
      {contract.creditEffect && !editing && (
        <div className="console-section">
          <ContractCredit effect={contract.creditEffect} headingId="contract-credit" />
        </div>
      )}
      {/* Whether a draft's credit needs a second finance member's approval, and has it; the draft's form says it itself. */}
      {contract.status === ContractStatus.notInitiated && !editing && (
        <div className="console-section">
          <ContractApproval
            credit={record.creditAmount}
            above={contract.approvalAbove}
            approvedBy={contract.approvedBy}
            approvedCredit={record.creditAmount}
            headingId="contract-approval"
          />
        </div>
      )}
      <section aria-labelledby="contract-document" className="console-section">
        <h2 id="contract-document">{t('consoleContract.document')}</h2>
        {hasDocument ? (
          <p>
            <a href={`/admin/contracts/${contract.id}/document`} target="_blank" rel="noopener">
              {t('consoleContract.openDocument')}
            </a>
          </p>
        ) : (
          <p className="empty-state">{t('consoleContract.noDocument')}</p>
        )}
      </section>
      {editing && (
        <section aria-labelledby="contract-edit" className="console-section">
          <h2 id="contract-edit">{t('consoleContract.editTitle')}</h2>
          {/* A new version (saved here, or changed by another hand) draws the form afresh from it. */}
          <ContractForm
            key={contract.version}
            id="contract-edit-form"
            intent="edit"
            lastResult={resultFor(actionData, 'contract-edit-form')}
            submit={t('consoleContract.save')}
            company={{
              id: contract.companyId,
              name: contract.company,
              usedCredit: contract.creditEffect?.used ?? 0,
              creditLimit: contract.creditEffect?.currentLimit ?? 0,
            }}
            contract={record}
            seen={contract.version}
            approval={{
              above: contract.approvalAbove,
              approvedBy: contract.approvedBy,
              approvedCredit: record.creditAmount,
            }}
          />
        </section>
      )}
      {steps.length > 0 && (
        <div className="console-actions">
          {steps.map((action) => (
            <ActionForm
              key={action}
              id={`contract-${action}`}
              intent={action}
              seen={contract.version}
              schema={stepSchema()}
              lastResult={resultFor(actionData, `contract-${action}`)}
              fields={[]}
              submit={t(`consoleContract.${action}`)}
              extra={hints[action] ? <Text size="sm">{hints[action]}</Text> : null}
            />
          ))}
        </div>
      )}
      {allowed.length === 0 && waitsFor.length > 0 && (
        <Text>
          {t('consoleContract.waitsFor', { roles: waitsFor.map((role) => t(`console.role.${role}`)).join('、') })}
        </Text>
      )}
      <AuditTimeline entries={contract.timeline} headingId="contract-trail" />
      <p>
        <Link to="/admin/contracts">{t('consoleContract.back')}</Link>
      </p>
    </section>
  );
}

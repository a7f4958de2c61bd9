import type { ContractDraftForm } from '../../../common/areas/contracts/contract.ts';
import {
  CONTRACT_ACTION_RULES,
  type ContractApprovalRule,
  type ContractParty,
  type ConsoleContract,
  type ConsoleContractDetail,
} from '../../../common/areas/contracts/console.ts';
import type { StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { moneyToWire } from '../../../common/money.ts';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { creditOfEach } from '../credit/index.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { companyMatches } from '../../services/company-match.ts';
import { contractActChanges } from './console-changes.ts';
import { CONSOLE_CONTRACT_COLUMNS, consoleContracts, contractReader } from './console-detail.ts';
import { contractDrafter, contractParty, draftColumns } from './console-draft.ts';
import { contractStep } from './console-step.ts';

/**
 * Contracts on the staff's side: drafting for an approved company, editing a draft,
 * approving a large credit (a finance member who neither drafted nor edited it), sending (the
 * PDF drawn and its SHA-256 frozen, the company texted), recalling or revising to change it, and
 * preserving a signed file after checking it against its hash. Each step is one conditional
 * update on the state the member saw, with its audit row in the same transaction.
 */
export function contractConsoleService({ db, clock, sms, files, payee, creditApprovalAbove }: Deps) {
  const { toWire, load, detailOf } = contractReader({ db, clock, creditApprovalAbove });
  const step = contractStep({ db, clock, sms, creditApprovalAbove });
  const changesOf = contractActChanges({ db, clock, files, creditApprovalAbove });
  const draft = contractDrafter({ db, clock, payee });

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleContract>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        consoleContracts(db),
        query,
        {
          search: ['contract.contract_no', 'contract.contract_name', 'company.name'],
          state: 'contract.status',
          sorts: { created: 'contract.created_at', endDate: 'contract.end_date' },
          tie: 'contract.id',
        },
        (rows) => rows.select(CONSOLE_CONTRACT_COLUMNS),
      );
      return { list: rows.map(toWire), total };
    },

    async detail(actor: StaffActor, id: number): Promise<ConsoleContractDetail> {
      assertMay(actor, 'view');
      return detailOf(await load(id));
    },

    /**
     * Approved companies a contract or statement may be made for, found by name or by an
     * account's username or mobile; within one name the newest first, as a clerk who has just
     * approved a company looks for it.
     */
    async parties(actor: StaffActor, q: string): Promise<ContractParty[]> {
      assertMay(actor, 'manageContracts');
      let query = db
        .selectFrom('company')
        .select(['id', 'name', 'linkman'])
        .where('status', '=', CompanyStatus.approved)
        .orderBy('name')
        .orderBy('id', 'desc')
        .limit(50);
      if (q) query = query.where((eb) => companyMatches(eb, q));
      const companies = await query.execute();
      const credit = await creditOfEach(
        db,
        companies.map((company) => company.id),
      );
      return companies.map((company) => ({
        ...company,
        usedCredit: moneyToWire(credit.get(company.id)!.used),
        creditLimit: moneyToWire(credit.get(company.id)!.limit),
      }));
    },

    /** The large-credit rule, so a draft says it before it is saved or sent; every member reads it. */
    approvalRule(actor: StaffActor): ContractApprovalRule {
      assertMay(actor, 'view');
      return { approvalAbove: moneyToWire(creditApprovalAbove) };
    },

    async draft(actor: StaffActor, form: ContractDraftForm): Promise<ConsoleContractDetail> {
      assertMay(actor, 'manageContracts');
      return detailOf(await load(await draft(actor, form)));
    },

    /** Changes a draft; a changed credit needs its approval again. */
    async edit(actor: StaffActor, id: number, form: ContractDraftForm, seen?: string): Promise<ConsoleContractDetail> {
      assertMay(actor, CONTRACT_ACTION_RULES.edit.right);
      const current = await load(id);
      await step.check(current, 'edit', seen);
      const company = await contractParty(db, current.company_id);
      const creditChanged = form.creditAmount !== current.credit_amount;
      await step.apply(actor, current, 'edit', {
        ...draftColumns({ payee }, form, company.name),
        ...(creditChanged ? { approved_by: null, approved_at: null } : {}),
      });
      return detailOf(await load(id));
    },

    /**
     * approve · send · recall · revise · preserve, from the state (and version) the member saw.
     * Sending draws the PDF and freezes its hash; preserving checks the signed file against its own.
     */
    async act(
      actor: StaffActor,
      id: number,
      action: Exclude<StaffContractAction, 'edit'>,
      input: { seen?: string } = {},
    ): Promise<ConsoleContractDetail> {
      assertMay(actor, CONTRACT_ACTION_RULES[action].right);
      const current = await load(id);
      await step.check(current, action, input.seen);
      const changes = await changesOf(actor, current, action, clock.now());
      await step.apply(actor, current, action, changes, {
        // Another hand moved it first: the document this send drew is nobody's (unless the same bytes won).
        lost: async (fresh) => {
          if (action === 'send' && fresh.document_path !== changes.document_path)
            await files.remove(String(changes.document_path));
        },
        text:
          action === 'send'
            ? message('zh-CN', 'smsContractSentText', {
                company: current.company,
                name: current.contract_name,
                no: current.contract_no,
              })
            : undefined,
      });
      return detailOf(await load(id));
    },

    /** The document as sent (or signed, once it is), for the staff. */
    async document(actor: StaffActor, id: number): Promise<{ name: string; bytes: Uint8Array }> {
      assertMay(actor, 'view');
      const row = await load(id);
      const path = row.signed_path ?? row.document_path;
      const bytes = path ? await files.open(path) : undefined;
      if (!bytes) throw notFound();
      return { name: `${row.contract_no}.pdf`, bytes };
    },
  };
}

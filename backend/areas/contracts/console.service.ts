import type { ContractDraftForm } from '../../../common/areas/contracts/contract.ts';
import { daysInclusive } from '../../../common/areas/contracts/contract.ts';
import {
  CONTRACT_ACTION_RULES,
  type ContractApprovalRule,
  type ContractCreditEffect,
  type ContractParty,
  type ConsoleContract,
  type ConsoleContractDetail,
} from '../../../common/areas/contracts/console.ts';
import {
  CONTRACT_GRANTING,
  CONTRACT_TO_SIGN,
  contractNextState,
  staffContractActionsOf,
  type StaffContractAction,
} from '../../../common/areas/contracts/transitions.ts';
import type { ConsoleQuery } from '../../../common/areas/staff/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { moneyToText, moneyToWire, type Money } from '../../../common/money.ts';
import { CompanyStatus } from '../../../common/status.ts';
import { shanghaiDate, shanghaiDay, shanghaiMonth, wireTime } from '../../../common/time.ts';
import { contractPdf, sha256 } from '../../documents/contract-pdf.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { contractToWire, documentPath, type ContractRow } from './contract-rows.ts';
import { assertNotEnded } from './signing.ts';
import { creditOf, creditOfEach } from '../credit/index.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit, timelineOf } from '../../services/audit.ts';
import { textCompany } from '../../services/notify.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';
import { companyMatches } from '../../services/company-match.ts';

type Row = ContractRow & { company: string; drafter: string | null; approver: string | null };

/**
 * Contracts on the staff's side: drafting for an approved company, editing a draft,
 * approving a large credit (a finance member who neither drafted nor edited it), sending (the
 * PDF drawn and its SHA-256 frozen, the company texted), recalling or revising to change it, and
 * preserving a signed file after checking it against its hash. Each step is one conditional
 * update on the state the member saw, with its audit row in the same transaction.
 */
export function contractConsoleService({ db, clock, sms, files, payee, creditApprovalAbove }: Deps) {
  const today = () => shanghaiDate(clock.now());
  const base = () =>
    db
      .selectFrom('contract')
      .innerJoin('company', 'company.id', 'contract.company_id')
      .leftJoin('staff as drafter', 'drafter.id', 'contract.drafted_by')
      .leftJoin('staff as approver', 'approver.id', 'contract.approved_by');
  const columns = [
    'contract.id',
    'contract.company_id',
    'contract.contract_no',
    'contract.contract_name',
    'contract.sign_main',
    'contract.main_charge',
    'contract.sign_sub',
    'contract.sub_charge',
    'contract.contract_type',
    'contract.status',
    'contract.retention_amount',
    'contract.contract_amount',
    'contract.account_period',
    'contract.sign_date',
    'contract.end_date',
    'contract.credit_amount',
    'contract.terms',
    'contract.document_path',
    'contract.document_sha256',
    'contract.sent_at',
    'contract.signing_at',
    'contract.signed_at',
    'contract.signed_by',
    'contract.signer_name',
    'contract.signer_mobile',
    'contract.signer_address',
    'contract.signed_path',
    'contract.signed_sha256',
    'contract.refuse_reason',
    'contract.refused_at',
    'contract.expired_at',
    'contract.preserved_at',
    'contract.drafted_by',
    'contract.approved_by',
    'contract.approved_at',
    'contract.reminded_days',
    'contract.created_at',
    'contract.updated_at',
    'company.name as company',
    'drafter.username as drafter',
    'approver.username as approver',
  ] as const;

  const needsApproval = (row: Pick<Row, 'credit_amount'>) => row.credit_amount > creditApprovalAbove;

  const toWire = (row: Row): ConsoleContract => ({
    id: row.id,
    companyId: row.company_id,
    company: row.company,
    contractNo: row.contract_no,
    contractName: row.contract_name,
    status: row.status,
    creditAmount: moneyToWire(row.credit_amount),
    signDate: row.sign_date,
    endDate: row.end_date,
    daysLeft: CONTRACT_GRANTING.includes(row.status) ? daysInclusive(today(), row.end_date) - 1 : null,
    awaitingApproval: row.status === 0 && needsApproval(row) && row.approved_by === null,
    createDate: wireTime(row.created_at),
    version: row.updated_at,
  });

  const load = async (id: number): Promise<Row> => {
    const row = await base().select(columns).where('contract.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  /**
   * What signing would do to the company's credit, while it still may be signed: its credit becomes
   * the limit (signing makes it the newest), and what the company uses now stays used.
   */
  const creditEffectOf = async (row: Row): Promise<ContractCreditEffect | null> => {
    if (!CONTRACT_TO_SIGN.includes(row.status)) return null;
    const credit = await creditOf(db, row.company_id);
    return {
      used: moneyToWire(credit.used),
      currentLimit: moneyToWire(credit.limit),
      newLimit: moneyToWire(row.credit_amount),
      leaves: moneyToWire((row.credit_amount - credit.used) as Money),
    };
  };

  const detailOf = async (row: Row): Promise<ConsoleContractDetail> => ({
    ...toWire(row),
    record: contractToWire(row, today()),
    draftedBy: row.drafter,
    approvedBy: row.approver,
    approvalAbove: moneyToWire(creditApprovalAbove),
    signerMobile: row.signer_mobile,
    signerAddress: row.signer_address,
    signedHash: row.signed_sha256,
    actions: staffContractActionsOf(row.status).filter(
      (action) => action !== 'approve' || (needsApproval(row) && row.approved_by === null),
    ),
    timeline: await timelineOf(db, 'contract', row.id),
    creditEffect: await creditEffectOf(row),
  });

  const party = async (companyId: number) => {
    const company = await db
      .selectFrom('company')
      .select(['id', 'name', 'status'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company) throw notFound();
    if (company.status !== CompanyStatus.approved) throw refused('contractCompanyNotApproved');
    return company;
  };

  /** The draft's columns from the form: party names are the company's and the shop's own. */
  const draftColumns = (form: ContractDraftForm, companyName: string) => ({
    contract_name: form.contractName,
    sign_main: companyName,
    main_charge: form.mainCharge,
    sign_sub: payee.accountName,
    sub_charge: form.subCharge,
    contract_type: form.contractType,
    retention_amount: form.retentionAmount,
    contract_amount: form.contractAmount,
    account_period: form.accountPeriod,
    sign_date: form.signDate,
    end_date: form.endDate,
    credit_amount: form.creditAmount,
    terms: form.terms,
  });

  /**
   * Whether the member drafted the contract or edited it since: a large credit needs a second
   * pair of eyes, so nobody who set its terms may approve them. The drafter of record stays who
   * drafted it (the console says so); the edits are read from the audit trail, whose row each
   * edit writes in its own transaction.
   */
  const shapedBy = async (row: Row, actor: StaffActor) => {
    if (actor.staffId === null) return false;
    if (row.drafted_by === actor.staffId) return true;
    const edit = await db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'contract')
      .where('entity_id', '=', row.id)
      .where('action', '=', 'contract.edit')
      .where('staff_id', '=', actor.staffId)
      .limit(1)
      .executeTakeFirst();
    return edit !== undefined;
  };

  const summary = (row: Pick<Row, 'status' | 'credit_amount'>) => ({
    status: row.status,
    creditAmount: moneyToText(row.credit_amount as Money, 2),
  });

  /** Moves the state from what the member saw; false when another hand moved it first. */
  const move = async (
    actor: StaffActor,
    current: Row,
    action: StaffContractAction,
    changes: Record<string, unknown>,
    reason: string | null = null,
  ) => {
    const next = contractNextState(current.status, action)!;
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('contract')
        .set({ ...changes, status: next, updated_at: now })
        .where('id', '=', current.id)
        .where('status', '=', current.status)
        .where('updated_at', '=', current.updated_at)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await audit(
        trx,
        actor,
        {
          action: `contract.${action}`,
          entity: 'contract',
          entityId: current.id,
          label: `${current.contract_no} ${current.company}`,
          before: summary(current),
          after: { ...summary({ ...current, ...(changes as Partial<Row>) }), status: next },
          reason,
        },
        now,
      );
      return true;
    });
  };

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleContract>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        base(),
        query,
        {
          search: ['contract.contract_no', 'contract.contract_name', 'company.name'],
          state: 'contract.status',
          sorts: { created: 'contract.created_at', endDate: 'contract.end_date' },
          tie: 'contract.id',
        },
        (rows) => rows.select(columns),
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
      const company = await party(form.companyId);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('contract')
          .values({
            company_id: company.id,
            // Unique by the placeholder until the id gives the number, as orders do.
            contract_no: `draft-${now}-${Math.random().toString(36).slice(2, 10)}`,
            ...draftColumns(form, company.name),
            drafted_by: actor.staffId,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const contractNo = `HT${shanghaiDay(now)}${String(inserted.id).padStart(5, '0')}`;
        await trx.updateTable('contract').set({ contract_no: contractNo }).where('id', '=', inserted.id).execute();
        await audit(
          trx,
          actor,
          {
            action: 'contract.draft',
            entity: 'contract',
            entityId: inserted.id,
            label: `${contractNo} ${company.name}`,
            after: { status: 0, creditAmount: moneyToText(form.creditAmount, 2) },
          },
          now,
        );
        return inserted.id;
      });
      return detailOf(await load(id));
    },

    /** Changes a draft; a changed credit needs its approval again. */
    async edit(actor: StaffActor, id: number, form: ContractDraftForm, seen?: string): Promise<ConsoleContractDetail> {
      assertMay(actor, CONTRACT_ACTION_RULES.edit.right);
      const current = await load(id);
      if (seen !== undefined && seen !== String(current.updated_at)) throw handledByOther(await detailOf(current));
      if (contractNextState(current.status, 'edit') === undefined)
        throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(current));
      const company = await party(current.company_id);
      const creditChanged = form.creditAmount !== current.credit_amount;
      const changed = await move(actor, current, 'edit', {
        ...draftColumns(form, company.name),
        ...(creditChanged ? { approved_by: null, approved_at: null } : {}),
      });
      if (!changed) throw handledByOther(await detailOf(await load(id)));
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
      if (input.seen !== undefined && input.seen !== String(current.updated_at))
        throw handledByOther(await detailOf(current));
      if (contractNextState(current.status, action) === undefined)
        throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(current));
      const now = clock.now();
      let changes: Record<string, unknown> = {};
      if (action === 'approve') {
        if (!needsApproval(current) || current.approved_by !== null) throw refused('contractApprovalNotNeeded');
        if (await shapedBy(current, actor)) throw refused('contractApproverSame');
        changes = { approved_by: actor.staffId, approved_at: now };
      }
      if (action === 'send') {
        if (needsApproval(current) && current.approved_by === null)
          throw refused('contractNeedsApproval', { amount: moneyToText(creditApprovalAbove, 2) });
        assertNotEnded(current, today());
        const bytes = await contractPdf(current, new Date(now));
        const hash = sha256(bytes);
        const path = documentPath(shanghaiMonth(now), id, 'sent', hash);
        await files.put(path, bytes);
        changes = { document_path: path, document_sha256: hash, sent_at: now, reminded_days: null };
      }
      if (action === 'recall' || action === 'revise')
        changes = { document_path: null, document_sha256: null, sent_at: null, signing_at: null };
      if (action === 'preserve') {
        const signed = current.signed_path ? await files.open(current.signed_path) : undefined;
        if (!signed || sha256(signed) !== current.signed_sha256) throw refused('contractHashMismatch');
        changes = { preserved_at: now };
      }
      const changed = await move(actor, current, action, changes);
      if (!changed) {
        const fresh = await load(id);
        // Another hand moved it first: the document this send drew is nobody's (unless the same bytes won).
        if (action === 'send' && fresh.document_path !== changes.document_path)
          await files.remove(String(changes.document_path));
        throw handledByOther(await detailOf(fresh));
      }
      if (action === 'send') {
        await textCompany(
          db,
          sms,
          current.company_id,
          message('zh-CN', 'smsContractSentText', {
            company: current.company,
            name: current.contract_name,
            no: current.contract_no,
          }),
        );
      }
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

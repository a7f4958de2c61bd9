import type { ContractListQuery, ContractRecord, ContractSignForm } from '../../../common/areas/contracts/contract.ts';
import { CONTRACT_SENT, contractNextState, type ContractAction } from '../../../common/areas/contracts/transitions.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { shanghaiDate } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import { smsService } from '../account/index.ts';
import { contractToWire, type ContractRow } from './contract-rows.ts';
import { moveContract } from './contract-transition.ts';
import { assertNotEnded, completeSigning, documentIntact, refuseContract } from './signing.ts';

/**
 * Contracts on the company's side (SPEC §7 rest/contract/*), for its main account: the
 * list and one contract (only sent ones: a draft is the staff's), the links that open signing and
 * the document in a new tab, the signing code, signing and refusing. Signing is the embedded
 * default: the code sent to the main account's mobile proves who signs; the signed document gets
 * a signature page with who, when, from where and the frozen hash; the credit becomes the limit.
 */
export function contractService(deps: Deps) {
  const { db, clock, files } = deps;
  const codes = smsService(deps);
  const today = () => shanghaiDate(clock.now());

  /** One of the caller's company's sent contracts; any other id is simply not found. */
  const own = async (caller: Caller, id: number): Promise<ContractRow> => {
    const row = await db
      .selectFrom('contract')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', caller.companyId)
      .where('status', 'in', CONTRACT_SENT)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  /** Checked before a code is sent or used up; the contract's one writer checks the table again as it moves it. */
  const assertAllowed = (row: ContractRow, action: ContractAction) => {
    if (contractNextState(row.status, action) === undefined)
      throw new AppError(Code.conflict, 'actionNotAllowed', {}, contractToWire(row, today()));
    // Signing checks it again as it signs.
    if (action !== 'refuse') assertNotEnded(row, today());
  };

  const mainMobile = async (companyId: number) => {
    const main = await db
      .selectFrom('account')
      .select(['mobile', 'linkman'])
      .where('company_id', '=', companyId)
      .where('account_type', '=', CustomerAccountType.main)
      .executeTakeFirstOrThrow();
    return main;
  };

  return {
    async page(caller: Caller, query: ContractListQuery): Promise<Page<ContractRecord>> {
      let filter = db
        .selectFrom('contract')
        .where('company_id', '=', caller.companyId)
        .where('status', 'in', CONTRACT_SENT);
      if (query.q) {
        const like = `%${query.q}%`;
        filter = filter.where((eb) => eb.or([eb('contract_no', 'like', like), eb('contract_name', 'like', like)]));
      }
      if (query.status !== undefined) filter = filter.where('status', '=', query.status);
      const { rows, total } = await onePage(filter.selectAll().orderBy('id', 'desc'), filter, query);
      return { list: rows.map((row) => contractToWire(row, today())), total };
    },

    async info(caller: Caller, id: number): Promise<ContractRecord> {
      return contractToWire(await own(caller, id), today());
    },

    /** rest/contract/signLink/{id}: the signing screen, opened in a new tab. */
    async signLink(caller: Caller, id: number): Promise<string> {
      await own(caller, id);
      return `/userCenter/contract/sign/${id}`;
    },

    /** rest/contract/signInfo/{id}: the document (signed, once it is), opened in a new tab. */
    async signInfo(caller: Caller, id: number): Promise<string> {
      await own(caller, id);
      return `/userCenter/contract/document/${id}`;
    },

    /** The PDF: with its signature page once signed, else as it was sent. */
    async document(caller: Caller, id: number): Promise<{ name: string; bytes: Uint8Array }> {
      const row = await own(caller, id);
      const path = row.signed_path ?? row.document_path;
      const bytes = path ? await files.open(path) : undefined;
      if (!bytes) throw notFound();
      return { name: `${row.contract_no}.pdf`, bytes };
    },

    /** Sends the signing code to the main account's mobile: signing has begun (1 → 2). */
    async startSigning(caller: Caller, id: number, address: string): Promise<ContractRecord> {
      const row = await own(caller, id);
      assertAllowed(row, 'startSigning');
      const main = await mainMobile(caller.companyId);
      await codes.sendCode(main.mobile, address, {
        text: (code) => message('zh-CN', 'smsContractSignCodeText', { no: row.contract_no, code }),
        purpose: `contract:${id}`,
      });
      const now = clock.now();
      // Moved meanwhile (a second request for a code at the same moment, or staff recalling it):
      // the answer is the contract as it is now, where the code signs only if it is still signing.
      await db
        .transaction()
        .execute((trx) =>
          moveContract(trx, { action: 'startSigning', actor: 'buyer', from: row, set: { signing_at: now } }, now),
        );
      return contractToWire(await own(caller, id), today());
    },

    /**
     * Signs (2 → 3). The document on file must still have its frozen hash; the code is used up
     * only then. One conditional update moves the state, so of two signings one wins, and the
     * contract's credit becomes the company's limit in the same transaction.
     */
    async sign(caller: Caller, id: number, form: ContractSignForm, address: string): Promise<ContractRecord> {
      const row = await own(caller, id);
      assertAllowed(row, 'sign');
      if (!(await documentIntact(deps, row))) throw refused('contractHashMismatch');
      const main = await mainMobile(caller.companyId);
      await codes.consumeCode(main.mobile, form.code, `contract:${id}`);
      const signer = { accountId: caller.accountId, name: main.linkman, mobile: main.mobile, address };
      if (!(await completeSigning(deps, row, signer, clock.now())))
        throw new AppError(Code.conflict, 'actionNotAllowed', {}, contractToWire(await own(caller, id), today()));
      return contractToWire(await own(caller, id), today());
    },

    /** Refuses (1 or 2 → 5) with a reason staff read before they revise it. */
    async refuse(caller: Caller, id: number, reason: string): Promise<ContractRecord> {
      const row = await own(caller, id);
      assertAllowed(row, 'refuse');
      if (!(await refuseContract(deps, row, reason, clock.now())))
        throw new AppError(Code.conflict, 'actionNotAllowed', {}, contractToWire(await own(caller, id), today()));
      return contractToWire(await own(caller, id), today());
    },
  };
}

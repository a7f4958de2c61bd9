import type { Page } from '../../../common/envelope.ts';
import type {
  AccountListQuery,
  AddAccountForm,
  SubAccount,
  UpdateAccountForm,
} from '../../../common/areas/sub-accounts/sub-account.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { hashPassword } from '../../password.ts';
import { onePage } from '../../services/paging.ts';
import { changeSubAccount, deleteSubAccount, insertAccount, takenColumn } from '../account/index.ts';

/** The main account's sub-accounts (SPEC §2 子账号管理, DESIGN.md decisions 1, 2, 5, 6). */
export function subAccountService({ db, clock }: Deps) {
  /** The caller's company's live sub-accounts: never the main account itself, never a deleted one. */
  const ownSubAccounts = (caller: Caller) =>
    db
      .selectFrom('account')
      .where('company_id', '=', caller.companyId)
      .where('account_type', '!=', CustomerAccountType.main)
      .where('deleted_at', 'is', null);

  /** One of them by id; any other id (another company's, the main account, a deleted one) is not found. */
  async function findOwn(caller: Caller, id: number) {
    const row = await ownSubAccounts(caller)
      .select(['id', 'username', 'mobile'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** Usernames and mobiles are unique across the shop, whichever company holds them. */
  async function assertFree(username: string, mobile: string, exceptId?: number) {
    const taken = await takenColumn(db, { username, mobile }, exceptId);
    if (taken === 'username') throw refused('usernameTaken');
    if (taken === 'mobile') throw refused('mobileInUse');
  }

  /** Two requests taking the same value between the check and the write: the same refusal as the check. */
  function refuseIfTaken(error: unknown): never {
    const column = uniqueViolation(error);
    if (column === 'username') throw refused('usernameTaken');
    if (column === 'mobile') throw refused('mobileInUse');
    throw error;
  }

  return {
    /** Newest first; `{ list, total }` as every list of the contract. */
    async list(caller: Caller, { page, limit }: AccountListQuery): Promise<Page<SubAccount>> {
      const { rows, total } = await onePage(
        ownSubAccounts(caller)
          .select(['id', 'username', 'account_type', 'linkman', 'mobile', 'email', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
        ownSubAccounts(caller),
        { page, limit },
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          username: row.username,
          accountType: row.account_type,
          linkman: row.linkman,
          mobile: row.mobile,
          email: row.email,
          createDate: wireTime(row.created_at),
        })),
        total,
      };
    },

    /** A new approver or purchaser of the caller's company; answers its id. */
    async add(caller: Caller, form: AddAccountForm): Promise<number> {
      await assertFree(form.username, form.mobile);
      const passwordHash = await hashPassword(form.password);
      try {
        return await insertAccount(db, {
          company_id: caller.companyId,
          username: form.username,
          password_hash: passwordHash,
          account_type: form.accountType,
          linkman: form.linkman,
          mobile: form.mobile,
          email: form.email,
          created_at: clock.now(),
        });
      } catch (error) {
        return refuseIfTaken(error);
      }
    },

    /**
     * Changes a sub-account; the password only when a new one is given. A password
     * the main account sets ends the sub-account's sessions: whoever knew the old
     * one is logged out with it.
     */
    async update(caller: Caller, form: UpdateAccountForm): Promise<void> {
      await findOwn(caller, form.id);
      await assertFree(form.username, form.mobile, form.id);
      const passwordHash = form.password === undefined ? undefined : await hashPassword(form.password);
      const now = clock.now();
      try {
        const changed = await db.transaction().execute((trx) =>
          changeSubAccount(
            trx,
            { companyId: caller.companyId, id: form.id },
            {
              username: form.username,
              account_type: form.accountType,
              linkman: form.linkman,
              mobile: form.mobile,
              email: form.email,
              ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
            },
            now,
          ),
        );
        // Deleted between the look-up and this write.
        if (!changed) throw notFound();
      } catch (error) {
        refuseIfTaken(error);
      }
    },

    /**
     * A soft delete: orders and purchases keep pointing at the account, which can
     * no longer log in (its sessions end now, and login and token look-ups skip
     * deleted accounts) and whose username and mobile are freed (account's `deleteSubAccount`).
     */
    async remove(caller: Caller, id: number): Promise<void> {
      const account = await findOwn(caller, id);
      const now = clock.now();
      const deleted = await db
        .transaction()
        .execute((trx) => deleteSubAccount(trx, { companyId: caller.companyId, id }, account, now));
      if (!deleted) throw notFound();
    },
  };
}

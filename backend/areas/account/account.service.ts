import type {
  LoginForm,
  LoginResult,
  PasswordChangeForm,
  PersonalInfoForm,
  RegisterForm,
  UserCredit,
  UserInfo,
  Viewer,
} from '../../../common/areas/account/account.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { Caller } from '../../caller.ts';
import { refused } from '../../errors.ts';
import { message } from '../../../common/messages.ts';
import { wireTime } from '../../../common/time.ts';
import type { Deps } from '../../services/deps.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../password.ts';
import type { SessionService } from './session.service.ts';
import type { SmsService } from './sms.service.ts';
import { insertAccount, setPassword, takenColumn } from './account-rows.ts';
import { companyPricing } from '../company-prices/index.ts';

/** The user info this area answers: all of it but the company's credit (UserCredit, the credit area's). */
type AccountInfo = Omit<UserInfo, keyof UserCredit>;

/** Registration, login and the caller's own account. */
export function accountService(
  { db, clock, attempts, sms: smsOutbox }: Deps,
  { sessions, sms }: { sessions: SessionService; sms: SmsService },
) {
  async function assertFree(username: string, mobile: string) {
    const taken = await takenColumn(db, { username, mobile });
    if (taken === 'username') throw refused('usernameTaken');
    if (taken === 'mobile') throw refused('mobileTaken');
  }

  /**
   * Checks one login. An unknown username costs the same hash as a known one, so the
   * answer's timing does not tell which usernames exist; by code, the code is checked
   * first, so only whoever holds the phone learns whether its number has an account.
   */
  async function check(form: LoginForm): Promise<LoginResult> {
    if (form.loginType === '2') await sms.consumeCode(form.mobile, form.code);
    const account = await db
      .selectFrom('account')
      .innerJoin('company', 'company.id', 'account.company_id')
      .select(['account.id', 'account.password_hash', 'company.status'])
      .where(
        form.loginType === '1' ? 'account.username' : 'account.mobile',
        '=',
        form.loginType === '1' ? form.username : form.mobile,
      )
      // A deleted sub-account answers exactly like an unknown one, by password or by code.
      .where('account.deleted_at', 'is', null)
      .executeTakeFirst();
    if (form.loginType === '1') {
      // The same answer for an unknown user and a wrong password: usernames are not to be probed.
      const matches = await verifyPassword(form.password, account?.password_hash ?? DUMMY_HASH);
      if (!account || !matches) throw refused('loginFailed');
    } else if (!account) {
      throw refused('mobileUnknown');
    }
    if (account.status === CompanyStatus.pending) throw refused('companyPending');
    if (account.status === CompanyStatus.blocked) throw refused('companyBlocked');
    if (account.status !== CompanyStatus.approved) throw refused('companyRefused');
    return { token: await sessions.start(account.id) };
  }

  return {
    /**
     * Creates the company and its main account, pending staff approval (DESIGN.md decision 7).
     * Whether the username or mobile is taken is answered only once the code sent to the mobile
     * is right, and each such answer costs the code a try (docs/decisions/0020): without the
     * phone, a taken name answers exactly like a free one.
     */
    async register(form: RegisterForm, address: string): Promise<void> {
      await attempts.registration(address);
      await sms.consumeCode(form.mobile, form.code, '', () => assertFree(form.username, form.mobile));
      const passwordHash = await hashPassword(form.password);
      const now = clock.now();
      await db
        .transaction()
        .execute(async (trx) => {
          const company = await trx
            .insertInto('company')
            .values({
              name: form.companyName,
              linkman: form.linkman,
              mobile: form.mobile,
              email: form.email,
              status: CompanyStatus.pending,
              created_at: now,
              vetted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await insertAccount(trx, {
            company_id: company.id,
            username: form.username,
            password_hash: passwordHash,
            account_type: CustomerAccountType.main,
            linkman: form.linkman,
            mobile: form.mobile,
            email: form.email,
            created_at: now,
          });
        })
        .catch((error: unknown) => {
          // Two registrations taking the same name at once: the unique index decides.
          const column = uniqueViolation(error);
          if (column === 'username') throw refused('usernameTaken');
          if (column === 'mobile') throw refused('mobileTaken');
          throw error;
        });
    },

    /** A new token, by password (loginType 1) or SMS code (loginType 2). */
    async login(form: LoginForm, address: string): Promise<LoginResult> {
      return form.loginType === '1'
        ? attempts.login('password', form.username, address, () => check(form))
        : attempts.login('code', form.mobile, address, () => check(form));
    },

    /**
     * User info of SPEC §3 for the caller, but its company's credit, which the credit area reads
     * (its ledger holds the company's row as it changes, so this area does not reach into it).
     */
    async info(caller: Caller): Promise<AccountInfo> {
      // Two independent reads, asked at once: on PostgreSQL each is a round trip of its own.
      const [row, { carCount }] = await Promise.all([
        db
          .selectFrom('account')
          .innerJoin('company', 'company.id', 'account.company_id')
          .select([
            'account.username',
            'account.account_type',
            'account.linkman',
            'account.mobile',
            'account.email',
            'company.name as companyName',
            'company.certified_at',
          ])
          .where('account.id', '=', caller.accountId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('cart_item')
          .select((eb) => eb.fn.countAll<number>().as('carCount'))
          .where('account_id', '=', caller.accountId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        username: row.username,
        customerAccountType: row.account_type,
        accountType: row.account_type,
        companyName: row.companyName,
        linkman: row.linkman,
        mobile: row.mobile,
        email: row.email,
        carCount: Number(carCount),
        certified: row.certified_at !== null,
      };
    },

    /**
     * rest/customer/viewer: the greeting's name (the session's own), the cart's count, and whether
     * the company sees prices or goods of its own (then no shared page is this buyer's).
     */
    async viewer(caller: Caller): Promise<Viewer> {
      const { carCount } = await db
        .selectFrom('cart_item')
        .select((eb) => eb.fn.countAll<number>().as('carCount'))
        .where('account_id', '=', caller.accountId)
        .executeTakeFirstOrThrow();
      const ownPrices = (await companyPricing(db, caller.companyId, clock.now())) !== null;
      // Said only when so: most companies' viewer stays the two fields it always was.
      return { username: caller.username, carCount: Number(carCount), ...(ownPrices && { ownPrices: true }) };
    },

    /**
     * rest/customer/update: the caller's contact person, mobile and e-mail. A new mobile is a
     * login key: it must be free and its code (sent to the new number) right; the code is used
     * up only once everything else checks out.
     */
    async updatePersonalInfo(caller: Caller, form: PersonalInfoForm): Promise<AccountInfo> {
      const current = await db
        .selectFrom('account')
        .select(['mobile'])
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow();
      const newMobile = form.mobile !== current.mobile;
      if (newMobile) {
        if (!form.code) throw refused('newMobileCode');
        const taken = await db
          .selectFrom('account')
          .select('id')
          .where('mobile', '=', form.mobile)
          .where('id', '!=', caller.accountId)
          .executeTakeFirst();
        if (taken) throw refused('mobileInUse');
        await sms.consumeCode(form.mobile, form.code);
      }
      try {
        await db
          .updateTable('account')
          .set({ linkman: form.linkman, mobile: form.mobile, email: form.email })
          .where('id', '=', caller.accountId)
          .execute();
      } catch (error) {
        // Two accounts taking the same new mobile at once: the unique index decides.
        if (uniqueViolation(error) === 'mobile') throw refused('mobileInUse');
        throw error;
      }
      return this.info(caller);
    },

    /**
     * rest/customer/updatePsw: the current password (its wrong tries count as failed logins),
     * the code sent to the account's own mobile, then the new password. Every session of the
     * account ends, this one included, and a new token replaces it; an SMS tells the owner.
     */
    async changePassword(caller: Caller, form: PasswordChangeForm, address: string): Promise<LoginResult> {
      const account = await db
        .selectFrom('account')
        .select(['password_hash', 'mobile'])
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow();
      if (form.mobile !== account.mobile) throw refused('passwordMobileNotOwn');
      await attempts.login('password', caller.username, address, async () => {
        if (!(await verifyPassword(form.oldPassword, account.password_hash))) throw refused('oldPasswordWrong');
      });
      await sms.consumeCode(form.mobile, form.code);
      const hash = await hashPassword(form.newPassword);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await setPassword(trx, caller.accountId, hash, now);
        await smsOutbox.queue(
          trx,
          account.mobile,
          message('zh-CN', 'smsPasswordChangedText', { username: caller.username, time: wireTime(now) }),
        );
      });
      const token = await sessions.start(caller.accountId);
      return { token };
    },

    logout: (caller: Caller) => sessions.revoke(caller.sessionId),
  };
}

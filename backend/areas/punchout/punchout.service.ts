import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import { regionText } from '../../../common/areas/addresses/region-text.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import {
  IDENTITY_PATTERN,
  type PunchoutConsoleView,
  type PunchoutCurrent,
  type PunchoutSessionRow,
  type PunchoutSettingsForm,
  type PunchoutSettingsView,
  type TransferLine,
} from '../../../common/areas/punchout/index.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToWire, payable, sumMoney, lineTotal, type Money } from '../../../common/money.ts';
import { DEFAULT_UNIT } from '../../../common/constants.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, refused } from '../../errors.ts';
import { recordCompanyAudit } from '../../services/company-audit.ts';
import type { Deps } from '../../services/deps.ts';
import { newToken, tokenHash } from '../../tokens.ts';
import { takeOrderedLines } from '../cart/index.ts';
import { companyPricing, goodsPriceAndState } from '../company-prices/index.ts';
import { placeOrderRequest, type OrderRequest } from './order-request.ts';
import type { PunchoutSetting } from './setting.ts';

/** How long a start link (OCI's redirect, cXML's StartPage) may wait to be opened, once. */
export const START_TTL_MS = 5 * 60 * 1000;
/** How long a punchout session lasts: a buyer's shopping trip, not a login's week. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type PunchoutProtocol = 'oci' | 'cxml';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compares a secret sent with the stored hash in constant time. */
function secretMatches(sent: string, storedHash: string): boolean {
  if (!storedHash || !sent) return false;
  const a = Buffer.from(sha256(sent), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new shared secret: 24 random bytes, readable and safe in a URL and in XML. */
export const newPunchoutSecret = () => `pos_${randomBytes(24).toString('base64url')}`;

/** Only http(s) addresses receive the cart: never javascript:, data: or a relative path. */
export function hookUrlOf(value: string): URL | undefined {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length <= 2000 ? url : undefined;
  } catch {
    return undefined;
  }
}

const badCredentials = () => new AppError(Code.tokenInvalid, 'punchout.badCredentials');

/**
 * Punchout (SAP OCI 4.0, cXML 1.2) for a company's procurement system: its settings, the sessions
 * the system opens (a one-time start token logs the configured account in), the cart sent back,
 * and the sessions' log. Every session opened and every transfer is a row of the company's audit
 * trail, written in the transaction of the change. OrderRequests are in order-request.ts.
 */
export function punchoutService(deps: Pick<Deps, 'db' | 'clock' | 'attempts'>) {
  const { db, clock, attempts } = deps;

  const accountsOf = (companyId: number) =>
    db
      .selectFrom('account')
      .select(['id', 'username', 'account_type as accountType'])
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .orderBy('account_type')
      .orderBy('id')
      .execute();

  const settingRow = (companyId: number) =>
    db.selectFrom('punchout_setting').selectAll().where('company_id', '=', companyId).executeTakeFirst();

  const sessionRows = async (companyId: number, limit: number): Promise<PunchoutSessionRow[]> => {
    const rows = await db
      .selectFrom('punchout_session as s')
      .innerJoin('account as a', 'a.id', 's.account_id')
      .select([
        's.id',
        's.protocol',
        'a.username as account',
        's.hook_url as hookUrl',
        's.state',
        's.expires_at',
        's.created_at as createdAt',
        's.transferred_at as transferredAt',
        's.lines',
        's.total',
      ])
      .where('s.company_id', '=', companyId)
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
    const now = clock.now();
    return rows.map(({ expires_at, total, ...row }) => ({
      ...row,
      state: row.state !== 'transferred' && expires_at <= now ? 'expired' : row.state,
      total: total === null ? null : moneyToWire(total as Money),
    }));
  };

  return {
    /** The shop's time, as the cXML it writes dates itself. */
    now: () => clock.now(),

    /** An OrderRequest of an authenticated setting becomes its order (order-request.ts). */
    orderRequest: (setting: PunchoutSetting, request: OrderRequest) =>
      placeOrderRequest({ db, clock }, setting, request),

    /** rest/punchout/settings: the form's values (defaults before the first save) and its choices. */
    async settings(caller: Caller): Promise<PunchoutSettingsView> {
      const [row, accounts, addresses] = await Promise.all([
        settingRow(caller.companyId),
        accountsOf(caller.companyId),
        db
          .selectFrom('address')
          .selectAll()
          .where('company_id', '=', caller.companyId)
          .orderBy('is_default', 'desc')
          .orderBy('id')
          .execute(),
      ]);
      return {
        configured: row !== undefined,
        enabled: row?.enabled === 1,
        accountId: row?.account_id ?? caller.accountId,
        identity: row?.identity ?? caller.username,
        consigneeId: row?.consignee_id ?? addresses[0]?.id ?? null,
        payTypeId: row?.pay_type_id ?? PayType.offline,
        hasSecret: Boolean(row?.secret_hash),
        accounts,
        addresses: addresses.map((address) => ({
          id: address.id,
          text: `${address.consignee} ${regionText(address.province_name, address.city_name, address.county_name)} ${address.address}`,
        })),
      };
    },

    /** rest/punchout/sessions: the last sessions and what each sent back. */
    sessions: (companyId: number, limit = 50) => sessionRows(companyId, limit),

    /** The console's company page: on or off, and the last sessions. */
    async consoleView(companyId: number): Promise<PunchoutConsoleView> {
      const row = await settingRow(companyId);
      return {
        enabled: row?.enabled === 1,
        identity: row?.identity ?? null,
        sessions: await sessionRows(companyId, 20),
      };
    },

    /**
     * Saves the settings: the account and address must be the company's own, the identity no other
     * company's, and punchout is turned on only with a secret made. A change of on/off is audited.
     */
    async saveSettings(caller: Caller, form: PunchoutSettingsForm): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('account')
          .select('id')
          .where('id', '=', form.accountId)
          .where('company_id', '=', caller.companyId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!account) throw new AppError(Code.invalid, 'punchout.account', {}, { field: 'accountId' });
        const address = await trx
          .selectFrom('address')
          .select('id')
          .where('id', '=', form.consigneeId)
          .where('company_id', '=', caller.companyId)
          .executeTakeFirst();
        if (!address) throw new AppError(Code.invalid, 'punchout.address', {}, { field: 'consigneeId' });
        const before = await trx
          .selectFrom('punchout_setting')
          .selectAll()
          .where('company_id', '=', caller.companyId)
          .executeTakeFirst();
        if (form.enabled && !before?.secret_hash)
          throw new AppError(Code.invalid, 'punchout.noSecret', {}, { field: 'enabled' });
        const values = {
          enabled: form.enabled ? 1 : 0,
          account_id: form.accountId,
          identity: form.identity,
          consignee_id: form.consigneeId,
          pay_type_id: form.payTypeId,
          updated_at: now,
        };
        try {
          if (before)
            await trx.updateTable('punchout_setting').set(values).where('company_id', '=', caller.companyId).execute();
          else
            await trx
              .insertInto('punchout_setting')
              .values({ ...values, company_id: caller.companyId, secret_hash: '' })
              .execute();
        } catch (error) {
          if (uniqueViolation(error) === 'identity')
            throw new AppError(Code.invalid, 'punchout.identityTaken', {}, { field: 'identity' });
          throw error;
        }
        const enabledChanged = (before?.enabled === 1) !== form.enabled;
        const identityChanged = before !== undefined && before.identity !== form.identity;
        if (enabledChanged || identityChanged)
          await recordCompanyAudit(trx, {
            companyId: caller.companyId,
            accountId: caller.accountId,
            actor: caller.username,
            kind: 'punchoutSettingsChanged',
            detail: {
              ...(enabledChanged ? { enabled: form.enabled } : {}),
              ...(identityChanged ? { identity: form.identity } : {}),
            },
            now,
          });
      });
    },

    /**
     * A new shared secret, answered once and kept only as its hash; the old one stops working at once
     * (the procurement system is given the new one by whoever rotates it). Before the first save the
     * settings are made with their defaults, off.
     */
    async rotateSecret(caller: Caller): Promise<string> {
      const secret = newPunchoutSecret();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('punchout_setting')
          .select('company_id')
          .where('company_id', '=', caller.companyId)
          .executeTakeFirst();
        if (existing)
          await trx
            .updateTable('punchout_setting')
            .set({ secret_hash: sha256(secret), updated_at: now })
            .where('company_id', '=', caller.companyId)
            .execute();
        else {
          const taken = await trx
            .selectFrom('punchout_setting')
            .select('company_id')
            .where('identity', '=', caller.username)
            .executeTakeFirst();
          const address = await trx
            .selectFrom('address')
            .select('id')
            .where('company_id', '=', caller.companyId)
            .orderBy('is_default', 'desc')
            .orderBy('id')
            .executeTakeFirst();
          await trx
            .insertInto('punchout_setting')
            .values({
              company_id: caller.companyId,
              enabled: 0,
              account_id: caller.accountId,
              identity: taken ? `${caller.username}-${caller.companyId}` : caller.username,
              secret_hash: sha256(secret),
              consignee_id: address?.id ?? null,
              pay_type_id: PayType.offline,
              updated_at: now,
            })
            .execute();
        }
        await recordCompanyAudit(trx, {
          companyId: caller.companyId,
          accountId: caller.accountId,
          actor: caller.username,
          kind: 'punchoutSettingsChanged',
          detail: { secretRotated: true },
          now,
        });
      });
      return secret;
    },

    /**
     * The setting of an identity whose secret matches, on and of an approved company, counted as
     * a login attempt of that identity from that address (the shop's login limits: a guesser is
     * slowed and stopped). Any failure is the same refusal, so nothing tells which part was wrong.
     */
    async authenticate(identity: string, secret: string, address: string): Promise<PunchoutSetting> {
      if (!IDENTITY_PATTERN.test(identity)) throw badCredentials();
      return attempts.login('password', `punchout:${identity}`, address, async () => {
        const row = await db
          .selectFrom('punchout_setting as p')
          .innerJoin('company as c', 'c.id', 'p.company_id')
          .innerJoin('account as a', 'a.id', 'p.account_id')
          .select([
            'p.company_id',
            'p.enabled',
            'p.identity',
            'p.secret_hash',
            'p.account_id',
            'p.consignee_id',
            'p.pay_type_id',
            'c.status',
            'a.deleted_at',
          ])
          .where('p.identity', '=', identity)
          .executeTakeFirst();
        if (!row || !secretMatches(secret, row.secret_hash)) throw badCredentials();
        if (row.enabled !== 1 || row.status !== CompanyStatus.approved || row.deleted_at !== null)
          throw new AppError(Code.roleNotAllowed, 'punchout.badCredentials');
        return {
          companyId: row.company_id,
          enabled: true,
          identity: row.identity,
          accountId: row.account_id,
          consigneeId: row.consignee_id,
          payTypeId: row.pay_type_id,
        };
      });
    },

    /**
     * A session the procurement system opened (OCI entry, cXML setup): recorded and audited, with a
     * one-time start token that logs the buyer in within START_TTL_MS. Answers the token.
     */
    async openSession(
      setting: PunchoutSetting,
      input: {
        protocol: PunchoutProtocol;
        hookUrl: URL;
        buyerCookie?: string;
        formTarget?: string;
        clientAddress: string;
      },
    ): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('account')
          .select('username')
          .where('id', '=', setting.accountId)
          .executeTakeFirstOrThrow();
        const session = await trx
          .insertInto('punchout_session')
          .values({
            company_id: setting.companyId,
            account_id: setting.accountId,
            protocol: input.protocol,
            hook_url: input.hookUrl.href,
            buyer_cookie: input.buyerCookie?.slice(0, 200) ?? null,
            form_target: input.formTarget && /^[\w-]{1,40}$/.test(input.formTarget) ? input.formTarget : null,
            start_token_hash: tokenHash(token),
            login_session_id: null,
            state: 'pending',
            client_address: input.clientAddress.slice(0, 64),
            created_at: now,
            start_expires_at: now + START_TTL_MS,
            expires_at: now + SESSION_TTL_MS,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordCompanyAudit(trx, {
          companyId: setting.companyId,
          accountId: null,
          actor: setting.identity,
          kind: 'punchoutSessionOpened',
          subjectId: session.id,
          subjectLabel: `#${session.id}`,
          detail: {
            protocol: input.protocol,
            account: account.username,
            hookUrl: input.hookUrl.href,
            buyerCookie: input.buyerCookie ?? null,
            address: input.clientAddress,
          },
          now,
        });
      });
      return token;
    },

    /**
     * Uses a start token, once: the session opens and answers the account to log in (the route
     * starts its login session and ties it here with `attachLogin`). Used, expired or unknown is one refusal.
     */
    async useStartToken(token: string): Promise<{ sessionId: number; accountId: number }> {
      const now = clock.now();
      const row = await db
        .updateTable('punchout_session')
        .set({ start_token_hash: null, state: 'open', opened_at: now })
        .where('start_token_hash', '=', tokenHash(token))
        .where('state', '=', 'pending')
        .where('start_expires_at', '>', now)
        .returning(['id', 'account_id'])
        .executeTakeFirst();
      if (!row) throw refused('punchout.startUsed');
      return { sessionId: row.id, accountId: row.account_id };
    },

    async attachLogin(sessionId: number, loginToken: string): Promise<number> {
      const login = await db
        .selectFrom('session')
        .select('id')
        .where('token_hash', '=', tokenHash(loginToken))
        .executeTakeFirstOrThrow();
      await db
        .updateTable('punchout_session')
        .set({ login_session_id: login.id })
        .where('id', '=', sessionId)
        .execute();
      return login.id;
    },

    /** The open punchout session of the caller's login, if any: the banner and the cart's button. */
    async current(caller: Caller): Promise<PunchoutCurrent | null> {
      const row = await db
        .selectFrom('punchout_session')
        .select(['id', 'protocol', 'hook_url'])
        .where('login_session_id', '=', caller.sessionId)
        .where('account_id', '=', caller.accountId)
        .where('state', '=', 'open')
        .where('expires_at', '>', clock.now())
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, protocol: row.protocol === 'cxml' ? 'cxml' : 'oci', hookHost: new URL(row.hook_url).host };
    },

    /**
     * Sends the cart back (rest/punchout/transfer): the caller's open session ends, its lines on
     * sale leave the cart (the procurement system holds them now, and orders them by its own
     * approval: kept here, they would be bought twice), and the transfer is audited — in one
     * transaction. Answers what the transfer page posts to the hook.
     */
    async transfer(caller: Caller): Promise<{
      protocol: PunchoutProtocol;
      hookUrl: string;
      formTarget: string | null;
      buyerCookie: string;
      identity: string;
      lines: TransferLine[];
      total: Money;
    }> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom('punchout_session as s')
          .innerJoin('punchout_setting as p', 'p.company_id', 's.company_id')
          .select(['s.id', 's.protocol', 's.hook_url', 's.form_target', 's.buyer_cookie', 'p.identity'])
          .where('s.login_session_id', '=', caller.sessionId)
          .where('s.account_id', '=', caller.accountId)
          .where('s.state', '=', 'open')
          .where('s.expires_at', '>', now)
          .orderBy('s.id', 'desc')
          .executeTakeFirst();
        if (!session) throw new AppError(Code.notFound, 'punchout.notFound');
        const lines = await cartLines(trx, caller, now);
        if (lines.length === 0) throw refused('punchout.emptyCart');
        const total = payable(sumMoney(lines.map((line) => lineTotal(line.price, line.quantity))));
        // Ends the session once: a second transfer of it (another tab) finds it ended.
        const ended = await trx
          .updateTable('punchout_session')
          .set({ state: 'transferred', transferred_at: now, lines: lines.length, total })
          .where('id', '=', session.id)
          .where('state', '=', 'open')
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) !== 1) throw new AppError(Code.notFound, 'punchout.notFound');
        await takeOrderedLines(
          trx,
          caller.accountId,
          lines.map((line) => line.cartItemId),
        );
        await recordCompanyAudit(trx, {
          companyId: caller.companyId,
          accountId: caller.accountId,
          actor: caller.username,
          kind: 'punchoutCartTransferred',
          subjectId: session.id,
          subjectLabel: `#${session.id}`,
          detail: {
            protocol: session.protocol,
            lines: lines.length,
            total: moneyToWire(total),
            goods: lines.map((line) => ({
              goodsId: line.goodsId,
              quantity: line.quantity,
              price: moneyToWire(line.price),
            })),
          },
          now,
        });
        return {
          protocol: session.protocol === 'cxml' ? ('cxml' as const) : ('oci' as const),
          hookUrl: session.hook_url,
          formTarget: session.form_target,
          buyerCookie: session.buyer_cookie ?? '',
          identity: session.identity,
          lines: lines.map(({ cartItemId: _, ...line }) => line),
          total,
        };
      });
    },
  };
}

/**
 * The caller's cart lines that can be bought, with the company's price now (its own price where one
 * is in force; goods outside a catalogue company's catalogue count as off sale and stay behind).
 */
async function cartLines(trx: Db, caller: Caller, now: number): Promise<(TransferLine & { cartItemId: number })[]> {
  const pricing = await companyPricing(trx, caller.companyId, now);
  const rows = await trx
    .selectFrom('cart_item')
    .innerJoin('goods', 'goods.id', 'cart_item.goods_id')
    .leftJoin('category', 'category.id', 'goods.category_id')
    .leftJoin('brand', 'brand.id', 'goods.brand_id')
    .select([
      'cart_item.id as cartItemId',
      'cart_item.quantity',
      'goods.id as goodsId',
      'goods.goods_name',
      'goods.goods_code',
      'goods.goods_model',
      'goods.unit',
      'goods.send_period',
      'category.name as categoryName',
      'brand.name as brandName',
      ...goodsPriceAndState(pricing),
    ])
    .where('cart_item.account_id', '=', caller.accountId)
    .orderBy('cart_item.created_at')
    .orderBy('cart_item.id')
    .execute();
  return rows
    .filter((row) => Number(row.on_sale) === 1)
    .map((row) => ({
      cartItemId: row.cartItemId,
      goodsId: row.goodsId,
      goodsCode: row.goods_code,
      goodsName: row.goods_name,
      model: row.goods_model,
      quantity: row.quantity,
      unit: row.unit || DEFAULT_UNIT,
      price: Number(row.sale_price) as Money,
      categoryName: row.categoryName ?? '',
      brandName: row.brandName ?? '',
      sendPeriod: row.send_period,
    }));
}

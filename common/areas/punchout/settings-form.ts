import { z } from 'zod';
import { message, type Locale } from '../../messages.ts';
import { recordId, wholeNumber } from '../../schemas/ids.ts';

/**
 * The payment types an OrderRequest's order may have, as the orders' PayType numbers them
 * (common/areas/orders/order.ts, which has no index for other areas): 1 offline transfer, 2 credit.
 */
export const PUNCHOUT_PAY_TYPES = [1, 2] as const;

/** OCI USERNAME / cXML Identity as a procurement system is configured with it. */
export const IDENTITY_PATTERN = /^[A-Za-z0-9._@-]{3,80}$/;

/**
 * The main account's punchout settings (rest/punchout/settings), the same schema in the browser
 * (Conform) and on the server: on or off, the account the sessions log in as, the identity the
 * procurement system sends, and the delivery address and payment type of its OrderRequests. The
 * shared secret is never part of the form: it is made by the server and shown once.
 */
export const punchoutSettingsSchema = (locale: Locale) =>
  z.object({
    enabled: z.preprocess((value) => value === 'on' || value === '1' || value === true, z.boolean()),
    accountId: recordId(message(locale, 'punchout.account')),
    identity: z
      .string({ error: message(locale, 'punchout.identity') })
      .trim()
      .regex(IDENTITY_PATTERN, message(locale, 'punchout.identity')),
    consigneeId: recordId(message(locale, 'punchout.address')),
    payTypeId: wholeNumber(message(locale, 'punchout.payType')).refine(
      (value) => (PUNCHOUT_PAY_TYPES as readonly number[]).includes(value),
      message(locale, 'punchout.payType'),
    ),
  });

export type PunchoutSettingsForm = z.infer<ReturnType<typeof punchoutSettingsSchema>>;

/** What the settings page shows (rest/punchout/settings). */
export interface PunchoutSettingsView {
  configured: boolean;
  enabled: boolean;
  accountId: number | null;
  identity: string;
  consigneeId: number | null;
  payTypeId: number;
  hasSecret: boolean;
  accounts: { id: number; username: string; accountType: number }[];
  addresses: { id: number; text: string }[];
}

/** One row of the sessions log (the settings page, the console's company page). */
export interface PunchoutSessionRow {
  id: number;
  protocol: string;
  account: string;
  hookUrl: string;
  state: string;
  createdAt: number;
  transferredAt: number | null;
  lines: number | null;
  /** Wire money, or null before a transfer. */
  total: number | null;
}

/** The console's company page: whether punchout is on and its last sessions. */
export interface PunchoutConsoleView {
  enabled: boolean;
  identity: string | null;
  sessions: PunchoutSessionRow[];
}

/** The active punchout session of a login (rest/punchout/current), for the banner and the cart's button. */
export interface PunchoutCurrent {
  id: number;
  protocol: 'oci' | 'cxml';
  /** The host the cart goes back to, as the banner names it. */
  hookHost: string;
}

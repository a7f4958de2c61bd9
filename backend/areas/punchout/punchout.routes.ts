import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import {
  cxmlDocument,
  cxmlResponse,
  startPage,
  ociFields,
  punchOutOrderMessage,
  punchoutSettingsSchema,
  ociEntrySchema,
  cxmlFormSchema,
  type OciEntry,
  type CxmlForm,
} from '../../../common/areas/punchout/index.ts';
import { Code } from '../../../common/envelope.ts';
import { message, type Locale, type MessageKey, type MessageParams } from '../../../common/messages.ts';
import { moneyToWire } from '../../../common/money.ts';
import { consoleRouter, requireRole, requireUser } from '../../auth.ts';
import type { BackendContext, BackendEnv } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { clientAddress, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { credentials, readCxml, attr, child, textOf, type XmlNode } from './cxml-read.ts';
import { readOrderRequest } from './order-request.ts';
import { hookUrlOf } from './punchout.service.ts';

type Ctx = BackendContext;
/** A cXML call's context: its form fields parsed (the document may be one of them). */
type CxmlCtx = Context<BackendEnv & { Variables: { fields: CxmlForm } }>;

/** The shop's own identity in the cXML it writes (From of a PunchOutOrderMessage, the Response's sender). */
const SHOP_IDENTITY = 'Caigou';

const payloadId = (now: number) => `${now}.${randomBytes(8).toString('hex')}@caigou`;

/** A plain error page for a person in the procurement system's browser: no script, no styles, nothing opened. */
function errorPage(c: Ctx, status: 400 | 401 | 403 | 429, text: string) {
  const locale = c.get('locale');
  const escaped = text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const title = locale === 'en' ? 'Procurement system login failed' : '采购系统登录失败';
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body><main><h1>${title}</h1><p>${escaped}</p></main></body></html>`,
    status,
  );
}

/** The status a refusal of the credential check answers with: unknown or wrong 401, turned off 403, too many 429. */
function authStatus(error: AppError): 401 | 403 | 429 {
  if (error.code === Code.roleNotAllowed) return 403;
  if (error.code === Code.tooManyRequests) return 429;
  return 401;
}

/** A cXML Response with its status; the HTTP status says the same, so a plain HTTP client sees it too. */
function cxmlAnswer(c: Ctx, code: number, text: string, detail = '', rest = '') {
  const now = c.get('services').punchout.now();
  const body = cxmlDocument(payloadId(now), new Date(now).toISOString(), cxmlResponse(code, text, detail, rest));
  return c.body(body, code as 200, { 'Content-Type': 'text/xml; charset=utf-8' });
}

const refusal = (c: Ctx, status: number, key: MessageKey, params?: MessageParams) =>
  cxmlAnswer(c, status, statusText(status), message(c.get('locale'), key, params));

function statusText(code: number): string {
  return (
    (
      {
        200: 'OK',
        400: 'Bad Request',
        401: 'Unauthorized',
        402: 'Payment Required',
        403: 'Forbidden',
        406: 'Not Acceptable',
        409: 'Conflict',
        413: 'Request Entity Too Large',
        429: 'Too Many Requests',
      } as Record<number, string>
    )[code] ?? 'Error'
  );
}

/** The cXML document of a request: the cxml-urlencoded (or -base64) field of a form post, or its body. */
async function cxmlBody(c: CxmlCtx): Promise<string> {
  const fields = c.get('fields');
  if (fields['cxml-urlencoded'] !== undefined) return fields['cxml-urlencoded'];
  if (fields['cxml-base64'] !== undefined) return Buffer.from(fields['cxml-base64'], 'base64').toString('utf8');
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('application/json')) return '';
  return c.req.text();
}

/** Reads the document and checks its credentials: the setting of its From identity, or a cXML refusal. */
async function authenticated(c: CxmlCtx) {
  const read = readCxml(await cxmlBody(c));
  if (!read.ok) return { answer: refusal(c, read.status, read.key, read.params) };
  const cxml = read.cxml;
  const from = credentials(cxml, 'From').find((credential) => credential.identity);
  const secret =
    credentials(cxml, 'Sender').find((credential) => credential.sharedSecret)?.sharedSecret ??
    credentials(cxml, 'From').find((credential) => credential.sharedSecret)?.sharedSecret ??
    '';
  try {
    const setting = await c.get('services').punchout.authenticate(from?.identity ?? '', secret, clientAddress(c));
    return { cxml, setting };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { answer: refusal(c, authStatus(error), error.key, error.params) };
  }
}

const localeOf = (c: Ctx): Locale => c.get('locale');

const ociDoc = documented({
  summary: 'SAP OCI 4.0 entry: the procurement system’s browser opens a shopping session.',
  description:
    'Fields (query or form): USERNAME (the company identity), PASSWORD (the shared secret), HOOK_URL (http or https), ' +
    'optional ~TARGET, OCI_VERSION and FUNCTION (only the default shopping). Success: 303 to /punchout/start?token=…, ' +
    'a one-time link that logs the configured account in. Refusals are a plain HTML page: 400 (hook, function), ' +
    '401 (credentials), 403 (punchout off), 429 (too many failures, as logins).',
  input: ociEntrySchema,
  answers: ['text/html'],
});

/** The OCI entry, by GET or POST: an error page, or the start link's redirect. */
async function ociEntry(c: Context<BackendEnv & { Variables: { fields: OciEntry } }>) {
  const fields = c.get('fields');
  const locale = localeOf(c);
  const hook = hookUrlOf(fields.HOOK_URL ?? '');
  if (!hook) return errorPage(c, 400, message(locale, 'punchout.badHookUrl'));
  const fn = fields.FUNCTION;
  if (fn && fn.toUpperCase() !== 'SHOPPING') return errorPage(c, 400, message(locale, 'punchout.operation'));
  let setting;
  try {
    setting = await c
      .get('services')
      .punchout.authenticate(fields.USERNAME ?? '', fields.PASSWORD ?? '', clientAddress(c));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return errorPage(c, authStatus(error) as 401, message(locale, error.key, error.params));
  }
  const token = await c.get('services').punchout.openSession(setting, {
    protocol: 'oci',
    hookUrl: hook,
    formTarget: fields['~TARGET'],
    clientAddress: clientAddress(c),
  });
  return c.redirect(`/punchout/start?token=${encodeURIComponent(token)}`, 303);
}

/**
 * The procurement systems' entries (no shop login: their credentials are the company's identity and
 * shared secret), mounted under /rest/punchout: the OCI entry a buyer's browser opens, and cXML's
 * setup and OrderRequest, server to server. A start link (`/punchout/start?token=…`, a page of the
 * web) logs the buyer in; the web calls `start` for it.
 */
export const punchoutRoutes = new Hono<BackendEnv>()
  .get('/oci', ociDoc, ociEntry)
  .post('/oci', ociDoc, ociEntry)
  .post(
    '/cxml/setup',
    documented({
      summary: 'cXML 1.2 PunchOutSetupRequest: answers a PunchOutSetupResponse with a one-time StartPage URL.',
      description:
        'The body is the cXML document (text/xml), or a form field cxml-urlencoded. From Identity names the company, ' +
        'Sender SharedSecret is its shared secret; only operation="create". Refusals are a cXML Response whose Status ' +
        'code the HTTP status repeats: 400 unreadable (an internal DTD subset or an entity declaration included), ' +
        '401 credentials, 403 punchout off, 406 another operation, 413 over 512 KB.',
      input: cxmlFormSchema,
      answers: ['text/xml'],
    }),
    async (c) => {
      const checked = await authenticated(c);
      if ('answer' in checked) return checked.answer;
      const request = child(checked.cxml, 'Request', 'PunchOutSetupRequest');
      if (!request) return refusal(c, 400, 'punchout.badXml', { reason: 'no PunchOutSetupRequest' });
      const operation = attr(request, 'operation') || 'create';
      if (operation !== 'create') return refusal(c, 406, 'punchout.operation');
      const hook = hookUrlOf(textOf(request, 'BrowserFormPost', 'URL'));
      if (!hook) return refusal(c, 400, 'punchout.badHookUrl');
      const token = await c.get('services').punchout.openSession(checked.setting, {
        protocol: 'cxml',
        hookUrl: hook,
        buyerCookie: textOf(request, 'BuyerCookie'),
        clientAddress: clientAddress(c),
      });
      const start = new URL(`/punchout/start?token=${encodeURIComponent(token)}`, c.req.url).href;
      return cxmlAnswer(c, 200, 'OK', '', startPage(start));
    },
  )
  .post(
    '/cxml/order',
    documented({
      summary: 'cXML 1.2 OrderRequest: becomes an order of the configured account; answers its order number.',
      description:
        'Credentials as the setup request. ItemOut SupplierPartID is the goods id, quantity a whole number, UnitPrice ' +
        'Money in CNY and equal to the company’s price now. The same orderID twice makes one order and is answered with ' +
        'it. Refusals (a cXML Status, repeated as the HTTP status): 400 unknown goods, quantity, currency, off sale or ' +
        'outside the catalogue; 409 a price that differs, stock short; budget and credit refusals 400.',
      input: cxmlFormSchema,
      answers: ['text/xml'],
    }),
    async (c) => {
      const checked = await authenticated(c);
      if ('answer' in checked) return checked.answer;
      const read = readOrderRequest(checked.cxml as XmlNode);
      if (!read.ok) return refusal(c, read.status, read.key, read.params);
      try {
        const placed = await c.get('services').punchout.orderRequest(checked.setting, read.request);
        return cxmlAnswer(c, 200, 'OK', placed.orderNo);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const status = error.code === Code.conflict ? 409 : 400;
        return refusal(c, status, error.key, error.params);
      }
    },
  )
  /** The web's /punchout/start page: a start token becomes a login of the configured account. */
  .post(
    '/start',
    documented({
      summary: 'Uses a punchout start token once: answers a login token of the configured account.',
      input: z.object({ startToken: z.string().max(100) }),
    }),
    async (c) => {
      const token = c.get('fields').startToken;
      const services = c.get('services');
      const opened = await services.punchout.useStartToken(token);
      const login = await services.sessions.start(opened.accountId);
      await services.punchout.attachLogin(opened.sessionId, login);
      const caller = await services.sessions.resolve(login);
      return ok(c, { token: login, accountType: caller.accountType });
    },
  )
  /** The open punchout session of the caller's login (the banner, the cart's button), or null. */
  .get(
    '/current',
    requireUser,
    documented({ summary: 'The open punchout session of the caller’s login, or null.' }),
    async (c) => ok(c, await c.get('services').punchout.current(c.get('caller'))),
  )
  /**
   * Sends the cart back: what the transfer page posts to the hook (OCI fields, or one
   * cxml-urlencoded field), the session ended and the login with it — it was the procurement
   * system's, and the buyer is back there now.
   */
  .post(
    '/transfer',
    requireUser,
    documented({
      summary:
        'Sends the cart back: answers the hook URL and the fields to post to it; ends the session and its login.',
    }),
    async (c) => {
      const caller = c.get('caller');
      const services = c.get('services');
      const sent = await services.punchout.transfer(caller);
      const now = services.punchout.now();
      const fields =
        sent.protocol === 'oci'
          ? ociFields(sent.lines)
          : [
              [
                'cxml-urlencoded',
                cxmlDocument(
                  payloadId(now),
                  new Date(now).toISOString(),
                  punchOutOrderMessage({
                    buyerCookie: sent.buyerCookie,
                    from: SHOP_IDENTITY,
                    to: sent.identity,
                    lines: sent.lines,
                    total: sent.total,
                  }),
                ),
              ] as [string, string],
            ];
      await services.sessions.revoke(caller.sessionId);
      return ok(c, {
        protocol: sent.protocol,
        hookUrl: sent.hookUrl,
        target: sent.formTarget,
        lines: sent.lines.length,
        total: moneyToWire(sent.total),
        fields,
      });
    },
  )
  .get(
    '/settings',
    requireUser,
    requireRole(CustomerAccountType.main),
    documented({
      summary: 'The company’s punchout settings (never the secret) and the accounts and addresses to choose.',
    }),
    async (c) => ok(c, await c.get('services').punchout.settings(c.get('caller'))),
  )
  .post(
    '/settings',
    requireUser,
    requireRole(CustomerAccountType.main),
    documented({
      summary: 'Saves the punchout settings; turning punchout on needs a shared secret made.',
      input: punchoutSettingsSchema,
    }),
    async (c) => {
      await c.get('services').punchout.saveSettings(c.get('caller'), c.get('fields'));
      return ok(c, null, 'punchout.saved');
    },
  )
  .post(
    '/secret',
    requireUser,
    requireRole(CustomerAccountType.main),
    documented({ summary: 'Makes a new shared secret, answered this once; the old one stops working at once.' }),
    async (c) =>
      ok(c, { secret: await c.get('services').punchout.rotateSecret(c.get('caller')) }, 'punchout.secretMade'),
  )
  .get(
    '/sessions',
    requireUser,
    requireRole(CustomerAccountType.main),
    documented({ summary: 'The company’s last 50 punchout sessions and what each sent back.' }),
    async (c) => ok(c, await c.get('services').punchout.sessions(c.get('caller').companyId)),
  );

/** rest/staff/punchout/*: the console's read-only view of a company's punchout (on or off, its last sessions). */
export const punchoutConsoleRoutes = consoleRouter('/punchout').get(
  '/punchout/company/:companyId',
  documented({ summary: 'Whether a company’s punchout is on, and its last 20 sessions (read-only).' }),
  async (c) => ok(c, await c.get('services').punchout.consoleView(idParam(c, 'companyId'))),
);

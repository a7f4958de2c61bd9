import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Staff steps a test needs done before or between its own (approve a registration, confirm a
 * transfer, ship), through the console's REST area as the console itself calls it: one HTTP call
 * each, where the staff command line costs a Node process and seconds of CPU on a shared 2-core
 * machine. The command line itself is still driven where it is the subject (auth.spec.ts,
 * buying-loop.spec.ts, helpcentre.spec.ts) and tested against the backend.
 */

type Envelope<T> = { code: number; msg: string; data: T };

/** The envelope codes of an ended or unknown session (common/envelope.ts isSessionEnded). */
const SESSION_ENDED = [10020, 10021];

/** One login per demo staff member and worker: each later call reuses its token. */
const tokens = new Map<string, Promise<string>>();

async function logInStaff(request: APIRequestContext, username: string): Promise<string> {
  const reply = await request.post('/rest/staff/login', { form: { username, password: 'Staff12345' } });
  const body = (await reply.json()) as Envelope<{ token: string }>;
  expect(body.code, `staff login ${username}: ${body.msg}`).toBe(0);
  return body.data.token;
}

/** A demo staff member's token (password Staff12345), logged in once per worker. */
export function staffToken(request: APIRequestContext, username = 'staff_service'): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = logInStaff(request, username);
    tokens.set(username, token);
    // A failed login is not kept: the next call tries again.
    token.catch(() => tokens.delete(username));
  }
  return token;
}

/**
 * A call to the staff REST area as `username`; its data once the envelope says it succeeded. A
 * session another test ended (a member's password or roles changed) is logged in again, once.
 */
export async function staffCall<T>(
  request: APIRequestContext,
  username: string,
  path: string,
  form?: Record<string, string | number>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const token = await staffToken(request, username);
    const reply = form
      ? await request.post(path, { form: { ...form, token } })
      : await request.get(path, { params: { token } });
    const body = (await reply.json()) as Envelope<T>;
    if (attempt === 0 && SESSION_ENDED.includes(body.code)) {
      tokens.delete(username);
      continue;
    }
    expect(body.code, `${path} as ${username}: ${body.msg}`).toBe(0);
    return body.data;
  }
}

/** A pending registration approved by a service member, found by its main account (the SMS goes out). */
export async function approveCompany(request: APIRequestContext, username: string): Promise<void> {
  const companies = await staffCall<{ list: { id: number; username: string }[] }>(
    request,
    'staff_service',
    `/rest/staff/companies?q=${encodeURIComponent(username)}`,
  );
  const company = companies.list.find((row) => row.username === username);
  if (!company) throw new Error(`no company with main account ${username}`);
  await staffCall(request, 'staff_service', `/rest/staff/companies/${company.id}/approve`, {});
}

async function orderByNo(request: APIRequestContext, orderNo: string) {
  const orders = await staffCall<{ list: { id: number; orderNo: string; totalAmount: number }[] }>(
    request,
    'staff_finance',
    `/rest/staff/orders?q=${encodeURIComponent(orderNo)}`,
  );
  const order = orders.list.find((row) => row.orderNo === orderNo);
  if (!order) throw new Error(`no order ${orderNo}`);
  return order;
}

/** The Shanghai day, as the console's payment date takes it. */
function shanghaiToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A finance member confirms an offline transfer of the amount due, received today. */
export async function confirmPayment(request: APIRequestContext, orderNo: string, serial: string): Promise<void> {
  const order = await orderByNo(request, orderNo);
  await staffCall(request, 'staff_finance', `/rest/staff/orders/${order.id}/confirmPayment`, {
    amount: String(order.totalAmount),
    date: shanghaiToday(),
    serial,
  });
}

/** A warehouse member ships a paid order; the buyer's logistics timeline shows it. */
export async function shipOrder(
  request: APIRequestContext,
  orderNo: string,
  carrier: string,
  trackingNo: string,
): Promise<void> {
  const order = await orderByNo(request, orderNo);
  await staffCall(request, 'staff_warehouse', `/rest/staff/orders/${order.id}/ship`, { carrier, trackingNo });
}

import { expect, type APIRequestContext } from '@playwright/test';
import { apiPost } from './orders-support.ts';
import { letSmsMinutePass, smsCode } from './support.ts';
import { staffToken } from './staff-support.ts';

/** A demo staff member's token (password Staff12345), logged in once per worker. */
export { staffToken };

/** The REST envelope's data, after checking it succeeded. */
async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/**
 * A contract drafted and sent by staff to the company whose main account is `username`, as the
 * console does it: the company found by its account, the draft, then 发出 (PDF and hash frozen).
 */
export async function sentContract(request: APIRequestContext, username: string, creditYuan = 100_000) {
  const token = await staffToken(request);
  const companies = await data<{ list: { id: number; username: string }[] }>(
    await request.get('/rest/staff/companies', { params: { token, q: username } }),
  );
  const companyId = companies.list.find((company) => company.username === username)!.id;
  const draft = await data<{ id: number; contractNo: string }>(
    await request.post('/rest/staff/contracts/add', {
      form: {
        token,
        companyId,
        contractName: '年度账期采购协议',
        mainCharge: '周八',
        subCharge: '王经理',
        contractType: 2,
        contractAmount: 500_000,
        retentionAmount: 0,
        creditAmount: creditYuan,
        accountPeriod: 30,
        signDate: '2026-11-01',
        endDate: '2099-12-31',
      },
    }),
  );
  // Above ¥200,000 (the default CREDIT_APPROVAL_ABOVE_YUAN) a second, finance member approves first.
  if (creditYuan > 200_000) {
    const finance = await staffToken(request, 'staff_finance');
    await data(await request.post(`/rest/staff/contracts/${draft.id}/approve`, { form: { token: finance } }));
  }
  await data(await request.post(`/rest/staff/contracts/${draft.id}/send`, { form: { token } }));
  return draft;
}

/**
 * The main account signs a sent contract through REST: the registration's code went to the same
 * mobile moments ago, so the once-a-minute SMS limit is let pass first, then it asks for the
 * signing code and signs.
 */
export async function signContract(request: APIRequestContext, token: string, mobile: string, contractId: number) {
  letSmsMinutePass(mobile);
  await apiPost(request, token, `/rest/contract/signCode/${contractId}`, {});
  await apiPost(request, token, `/rest/contract/sign/${contractId}`, { agree: 'on', code: smsCode(mobile) });
}

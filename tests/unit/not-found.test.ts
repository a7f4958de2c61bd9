import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/lib/request.server.ts';
import { isMainAccountOnly } from '../../app/lib/main-account-only.ts';
import { notFoundAs404, orRefusalPage, pathId } from '../../app/lib/not-found.server.ts';

/** The thrown 404 page is react-router's data(null, { status: 404 }). */
const status = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return 'no throw';
};

describe('pathId', () => {
  it('takes a positive whole number the database can hold', () => {
    expect(pathId({ id: '42' })).toBe(42);
    expect(pathId({ id: '2147483647' })).toBe(2147483647);
  });

  it.each([undefined, '', '0', '-1', '1.5', '0x10', '1e3', ' 7', '2147483648', 'abc'])(
    'answers %j with the 404 page',
    (id) => expect(status(() => pathId({ id }))).toBe(404),
  );
});

describe('notFoundAs404', () => {
  it('turns a backend 10040 into the 404 page and lets anything else through', () => {
    expect(status(() => notFoundAs404(new ApiError(10040, 'gone')))).toBe(404);
    const other = new ApiError(1, 'refused');
    expect(() => notFoundAs404(other)).toThrow(other);
  });
});

/** What a rejected call throws: react-router's data(…) with its init, or the error itself. */
async function thrownBy(call: Promise<unknown>) {
  try {
    await orRefusalPage(call);
  } catch (thrown) {
    return thrown as { data?: unknown; init?: { status?: number } };
  }
  return 'no throw';
}

/** The thrown page as the error boundary receives it (an ErrorResponse). */
const asRouteError = (thrown: { data?: unknown; init?: { status?: number } }) => ({
  status: thrown.init?.status,
  statusText: '',
  internal: false,
  data: thrown.data,
});

describe('orRefusalPage', () => {
  it('answers with the call when it succeeds', async () => {
    await expect(orRefusalPage(Promise.resolve({ id: 7 }))).resolves.toEqual({ id: 7 });
  });

  it('turns a backend 10030 into the main-account-only page, which the frame recognises', async () => {
    const thrown = await thrownBy(Promise.reject(new ApiError(10030, 'not allowed')));
    expect(thrown).not.toBe('no throw');
    const page = thrown as { data?: unknown; init?: { status?: number } };
    expect(page.init?.status).toBe(403);
    expect(isMainAccountOnly(asRouteError(page))).toBe(true);
  });

  it('turns a backend 10040 into the 404 page, which is not the notice', async () => {
    const page = (await thrownBy(Promise.reject(new ApiError(10040, 'gone')))) as { init?: { status?: number } };
    expect(page.init?.status).toBe(404);
    expect(isMainAccountOnly(asRouteError(page))).toBe(false);
  });

  it('lets any other error through as it is', async () => {
    const refused = new ApiError(1, 'refused');
    expect(await thrownBy(Promise.reject(refused))).toBe(refused);
    const fault = new Error('boom');
    expect(await thrownBy(Promise.reject(fault))).toBe(fault);
  });
});

describe('isMainAccountOnly', () => {
  it('is only the 403 the helper throws, not any 403 or error', () => {
    const route = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data });
    expect(isMainAccountOnly(route(403, { refusal: 'mainAccountOnly' }))).toBe(true);
    expect(isMainAccountOnly(route(403, null))).toBe(false);
    expect(isMainAccountOnly(route(403, 'mainAccountOnly'))).toBe(false);
    expect(isMainAccountOnly(route(404, { refusal: 'mainAccountOnly' }))).toBe(false);
    expect(isMainAccountOnly(new ApiError(10030, 'not allowed'))).toBe(false);
    expect(isMainAccountOnly(undefined)).toBe(false);
  });
});

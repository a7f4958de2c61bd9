import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/lib/request.server.ts';
import { notFoundAs404, pathId } from '../../app/lib/not-found.server.ts';

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

import { describe, expect, it } from 'vitest';
import { zodWithoutEval } from '../../app/lib/zod-config.ts';

describe('zodWithoutEval', () => {
  it('is the setting zod reads, so validation runs without eval', async () => {
    zodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});

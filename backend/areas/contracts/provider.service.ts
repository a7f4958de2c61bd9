import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { contractNextState } from '../../../common/areas/contracts/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { completeSigning, documentIntact, refuseContract } from './signing.ts';

/**
 * What a signing provider tells the shop (docs/decisions/0017): the contract by its number, the
 * hash of the document its signer saw, and what happened. Its adapter maps the provider's own
 * payload to this; the body is signed with the shared secret (hex HMAC-SHA256 in X-Signature).
 */
export const providerEvent = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('signed'),
    contractNo: z.string().min(1).max(40),
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
    signer: z.object({ name: z.string().min(1).max(30), mobile: z.string().regex(/^1\d{10}$/) }),
  }),
  z.object({
    event: z.literal('refused'),
    contractNo: z.string().min(1).max(40),
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
    reason: z.string().trim().min(1).max(200),
  }),
]);

/** The signature a body should carry under the secret. */
export const signBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/**
 * An e-signing provider's callback: the embedded SMS signing stays the default, and a provider
 * plugs in by posting its events here. The event is believed only with the right signature, for a
 * contract that waits for its signature, about the very document whose hash was frozen when it
 * was sent; it then signs (the same signature page and credit grant as the SMS way, and the same
 * refusal once the end date has passed) or refuses.
 */
export function signingProviderService(deps: Deps) {
  const { db, clock, signing } = deps;
  return {
    async callback(body: string, signature: string | undefined): Promise<{ contractNo: string; status: number }> {
      if (!signing.callbackSecret) throw notFound();
      const expected = Buffer.from(signBody(signing.callbackSecret, body), 'hex');
      const given = Buffer.from(signature ?? '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError(Code.tokenInvalid, 'tokenInvalid');
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw refused('formIncomplete');
      }
      const result = providerEvent.safeParse(parsed);
      if (!result.success) throw refused('formIncomplete');
      const event = result.data;
      const row = await db
        .selectFrom('contract')
        .selectAll()
        .where('contract_no', '=', event.contractNo)
        .executeTakeFirst();
      if (!row) throw notFound();
      const action = event.event === 'signed' ? 'sign' : 'refuse';
      // A provider signs what the buyer opened: from 1 (initiated) as well as 2 (signing).
      const from = row.status === 1 && action === 'sign' ? 2 : row.status;
      if (contractNextState(from, action) === undefined) throw new AppError(Code.conflict, 'actionNotAllowed');
      if (event.documentSha256 !== row.document_sha256 || !(await documentIntact(deps, row)))
        throw refused('contractHashMismatch');
      const now = clock.now();
      const done =
        event.event === 'signed'
          ? await completeSigning(
              deps,
              row,
              { accountId: null, ...event.signer, address: `provider:${signing.provider}` },
              now,
            )
          : await refuseContract(deps, row, event.reason, now);
      if (!done) throw new AppError(Code.conflict, 'actionNotAllowed');
      const fresh = await db.selectFrom('contract').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
      return { contractNo: row.contract_no, status: fresh.status };
    },
  };
}

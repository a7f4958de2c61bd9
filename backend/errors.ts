import { Code } from '../common/envelope.ts';
import type { MessageKey, MessageParams } from '../common/messages.ts';

/**
 * A refusal the client should see: an envelope code and a message from the
 * catalogue, translated per request. Anything else thrown is a fault.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** What the envelope's data carries with the refusal: the fresh state after a conflict. */
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

/** A validation failure whose message was already made in the request's language. */
export class InvalidInput extends Error {
  readonly code = Code.invalid;
}

export const refused = (key: MessageKey, params?: MessageParams) => new AppError(Code.refused, key, params);
export const notFound = () => new AppError(Code.notFound, 'notFound');

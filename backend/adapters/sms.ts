/** One text as the outbox hands it to a provider. */
export interface SmsMessage {
  mobile: string;
  content: string;
  /** The same on every try of one message: a provider that saw it before drops the repeat. */
  deliveryId: string;
}

/** An SMS provider: resolves when it accepted the message, throws when it did not (the outbox tries again). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** How long a provider may take to answer before the try counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * POSTs `{ mobile, content, deliveryId }` as JSON to a provider's webhook, the delivery id also as
 * the `Idempotency-Key` header (the name payment and messaging APIs use for it); any 2xx accepts.
 */
export function webhookSms(url: string): SmsProvider {
  return {
    async send({ mobile, content, deliveryId }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': deliveryId },
        body: JSON.stringify({ mobile, content, deliveryId }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      // Read to the end so the connection can be reused; what it says is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    },
  };
}

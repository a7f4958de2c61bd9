/**
 * The loop every outbox dispatcher runs in each process (texts: sms-dispatch.ts, webhooks:
 * backend/areas/webhooks/webhook-dispatch.ts): one round every `everyMs`, never two at once, an error logged and left to
 * the next round; stop waits for the round under way so its rows are recorded before the database
 * closes.
 */
export interface OutboxLoop {
  start(): void;
  stop(): Promise<void>;
}

export function outboxLoop(name: string, everyMs: number, round: () => Promise<unknown>): OutboxLoop {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  return {
    start() {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        current = round()
          .catch((error: unknown) => console.error(`${name} dispatch failed; the next round tries again:`, error))
          .finally(() => (busy = false));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}

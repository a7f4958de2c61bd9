import type { SmsSender } from '../../adapters/sms.ts';

/**
 * Tells the buyer by SMS after a staff change has committed. The change stands whatever the
 * provider answers: a failure is logged and kept in the outbox with its state (failed), never
 * turned into an error for a change that was saved.
 */
export async function notify(sms: SmsSender, mobile: string, text: string): Promise<void> {
  try {
    await sms.send(mobile, text);
  } catch (error) {
    console.error(`SMS to ${mobile} failed after a staff change:`, error);
  }
}

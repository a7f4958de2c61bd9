import type { Locale } from '../contract/messages.ts';
import type { Services } from './services/index.ts';

/** The caller behind a valid token. */
export interface Caller {
  accountId: number;
  companyId: number;
  /** customerAccountType: 0 main, 1 reviewer, 2 purchaser. */
  accountType: number;
  username: string;
  sessionId: number;
}

/** What every backend request carries through Hono's context. */
export interface BackendEnv {
  Variables: {
    locale: Locale;
    services: Services;
    /** Query and body fields merged; the body wins. */
    input: Record<string, unknown>;
    caller: Caller;
  };
}

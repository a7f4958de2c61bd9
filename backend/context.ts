import type { Context } from 'hono';
import type { Locale } from '../common/messages.ts';
import type { Caller } from './caller.ts';
import type { StaffActor } from './services/staff-actor.ts';
import type { Services } from './areas/index.ts';

/** What every backend request carries through Hono's context. */
export interface BackendEnv {
  Variables: {
    locale: Locale;
    services: Services;
    /** Query and body fields merged; the body wins. */
    input: Record<string, unknown>;
    caller: Caller;
    /** The staff member behind a staff token (/rest/staff/*). */
    staff: StaffActor;
  };
}

/**
 * A request's context as helpers read it (ok, idParam, tokenOf, …): without `set`, so a handler whose
 * documented() middleware added its typed `fields` passes its context as well as any other.
 */
export type BackendContext = Omit<Context<BackendEnv>, 'set'>;

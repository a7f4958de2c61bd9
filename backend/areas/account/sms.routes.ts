import { Hono } from 'hono';
import { smsCodeSchema } from '../../../common/areas/account/account.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** api/sms/code: sends a login or registration code. */
export const smsRoutes = new Hono<BackendEnv>().post(
  '/code',
  documented({
    summary: 'Sends a login or registration code by SMS to a mobile.',
    description: 'A code is 6 digits, valid 5 minutes, single use; one a minute and 10 a day per mobile.',
    input: smsCodeSchema,
  }),
  async (c) => {
    await c.get('services').sms.sendCode(c.get('fields').mobile, clientAddress(c));
    return ok(c, null, 'smsSent');
  },
);

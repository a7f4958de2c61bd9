import { Hono } from 'hono';
import { smsCodeSchema } from '../../../common/areas/account/account.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, ok, parse } from '../../http.ts';

/** api/sms/code: sends a login or registration code. */
export const smsRoutes = new Hono<BackendEnv>().post('/code', async (c) => {
  const { mobile } = parse(c, smsCodeSchema(c.get('locale')));
  await c.get('services').sms.sendCode(mobile, clientAddress(c));
  return ok(c, null, 'smsSent');
});

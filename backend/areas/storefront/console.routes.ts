import { consoleQuery, noteSchema } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/messages: the merchant messages visitors left, and marking one handled with a note.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const merchantConsoleRoutes = consoleRouter('/messages')
  .get('/messages', async (c) =>
    ok(c, await c.get('services').merchantConsole.messages(c.get('staff'), parse(c, consoleQuery('messages')))),
  )
  .post('/messages/:id/handle', async (c) => {
    const { note } = parse(c, noteSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').merchantConsole.handleMessage(c.get('staff'), idParam(c), note),
      'messageHandled',
    );
  });

import { consoleQuery, noteSchema } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * /rest/staff/messages: the merchant messages visitors left, and marking one handled with a note.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const merchantConsoleRoutes = consoleRouter('/messages')
  .get(
    '/messages',
    documented({
      summary: 'Lists the merchant messages visitors left, open or handled, searched and sorted.',
      input: consoleQuery('messages'),
    }),
    async (c) => ok(c, await c.get('services').merchantConsole.messages(c.get('staff'), c.get('fields'))),
  )
  .post(
    '/messages/:id/handle',
    documented({ summary: 'Marks a merchant message handled, with an optional note.', input: noteSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').merchantConsole.handleMessage(c.get('staff'), idParam(c), c.get('fields').note),
        'messageHandled',
      ),
  );

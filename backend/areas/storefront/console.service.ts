import type { ConsoleMessage } from '../../../common/areas/storefront/console.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { wireTime } from '../../../common/time.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit } from '../../services/audit.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';

/** Merchant messages as staff read and handle them (with a note). */
export function merchantConsoleService({ db, clock }: Deps) {
  const messages = () => db.selectFrom('merchant_message').leftJoin('staff', 'staff.id', 'merchant_message.handled_by');
  const messageColumns = [
    'merchant_message.id',
    'merchant_message.content',
    'merchant_message.company',
    'merchant_message.linkman',
    'merchant_message.phone',
    'merchant_message.created_at',
    'merchant_message.handled_at',
    'merchant_message.handled_note',
    'staff.username as handler',
  ] as const;

  const toMessage = (row: {
    id: number;
    content: string;
    company: string;
    linkman: string;
    phone: string;
    created_at: number;
    handled_at: number | null;
    handled_note: string | null;
    handler: string | null;
  }): ConsoleMessage => ({
    id: row.id,
    content: row.content,
    company: row.company,
    linkman: row.linkman,
    phone: row.phone,
    createDate: wireTime(row.created_at),
    handledDate: row.handled_at === null ? null : wireTime(row.handled_at),
    // The command line handles messages too; it has no staff row.
    handledBy: row.handled_at === null ? null : (row.handler ?? 'command line'),
    note: row.handled_note,
  });

  const oneMessage = async (id: number) => {
    const row = await messages().select(messageColumns).where('merchant_message.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toMessage(row);
  };

  return {
    async messages(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleMessage>> {
      assertMay(actor, 'view');
      let filter = messages();
      if (query.status === 'open') filter = filter.where('merchant_message.handled_at', 'is', null);
      if (query.status === 'handled') filter = filter.where('merchant_message.handled_at', 'is not', null);
      const { rows, total } = await consoleList(
        filter,
        query,
        {
          search: ['merchant_message.company', 'merchant_message.phone', 'merchant_message.content'],
          sorts: { created: 'merchant_message.id' },
          tie: 'merchant_message.id',
        },
        (rows) => rows.select(messageColumns),
      );
      return { list: rows.map(toMessage), total };
    },

    /** Marks a message handled with a note; a message already handled answers 10060 with who did. */
    async handleMessage(actor: StaffActor, id: number, note: string): Promise<ConsoleMessage> {
      assertMay(actor, 'handleMessage');
      const current = await oneMessage(id);
      if (current.handledDate !== null) throw handledByOther(current);
      const now = clock.now();
      const changed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('merchant_message')
          .set({ handled_at: now, handled_by: actor.staffId, handled_note: note || null })
          .where('id', '=', id)
          .where('handled_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await audit(
          trx,
          actor,
          {
            action: 'message.handle',
            entity: 'message',
            entityId: id,
            label: current.company,
            after: { handled: true },
            reason: note || null,
          },
          now,
        );
        return true;
      });
      if (!changed) throw handledByOther(await oneMessage(id));
      return oneMessage(id);
    },
  };
}

import type { AuditEntry, ConsoleQuery } from '../../../common/console.ts';
import type { ConsoleSms } from '../../../common/areas/staff/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { wireTime } from '../../../common/time.ts';
import { auditToWire } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';

/**
 * Verification codes never reach the console: staff could otherwise log in as any buyer by
 * code. The texts of SPEC's code SMS (both languages) show the code as ******.
 */
export function maskCodes(content: string): string {
  return content.replace(/(验证码是|verification code is )\d+/gi, '$1******');
}

/** What the shop sent and what staff changed, as the console reads them: the SMS outbox and the audit trail. */
export function consoleLogService({ db }: Deps) {
  return {
    /** The SMS outbox: what was sent to whom and when, and its state; search by mobile or text. */
    async sms(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleSms>> {
      assertMay(actor, 'view');
      const filter = query.status
        ? db.selectFrom('sms_outbox').where('state', '=', query.status)
        : db.selectFrom('sms_outbox');
      const { rows, total } = await consoleList(
        filter,
        query,
        { search: ['mobile', 'content'], sorts: { created: 'id' }, tie: 'id' },
        (rows) => rows.selectAll(),
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          mobile: row.mobile,
          content: maskCodes(row.content),
          createDate: wireTime(row.created_at),
          state: row.state,
          failure: row.failure,
        })),
        total,
      };
    },

    /** The audit trail: filter by what was changed, search by who, the record's label or the action. */
    async audit(actor: StaffActor, query: ConsoleQuery): Promise<Page<AuditEntry>> {
      assertMay(actor, 'view');
      const filter = query.entity
        ? db.selectFrom('audit_log').where('entity', '=', query.entity)
        : db.selectFrom('audit_log');
      const { rows, total } = await consoleList(
        filter,
        query,
        { search: ['actor', 'entity_label', 'action'], sorts: { created: 'id' }, tie: 'id' },
        (rows) => rows.selectAll(),
      );
      return { list: rows.map(auditToWire), total };
    },
  };
}

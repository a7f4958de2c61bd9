import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../common/console.ts';
import { wireTime } from '../../common/time.ts';
import type { Database } from '../db/types.ts';
import type { StaffActor } from './staff-actor.ts';

/** What a staff change did, for its audit row. */
export interface AuditFact {
  action: string;
  entity:
    | 'company'
    | 'certification'
    | 'afterSale'
    | 'contract'
    | 'statement'
    | 'remittance'
    | 'order'
    | 'goods'
    | 'message'
    | 'staff'
    | 'priceList'
    | 'catalogue';
  entityId: number;
  /** How a person recognises the record: a company name, an order number, a username. */
  label: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes the audit row of a staff change (docs/decisions/0011). It takes the change's own
 * transaction, so the change and its row commit together or not at all; the table refuses
 * updates and deletes (migration 0011), so the trail is append-only.
 */
export async function audit(trx: Transaction<Database>, actor: StaffActor, fact: AuditFact, now: number) {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      actor: actor.name,
      action: fact.action,
      entity: fact.entity,
      entity_id: fact.entityId,
      entity_label: fact.label,
      before_json: fact.before ? JSON.stringify(fact.before) : null,
      after_json: fact.after ? JSON.stringify(fact.after) : null,
      reason: fact.reason ?? null,
      created_at: now,
    })
    .execute();
}

type AuditRow = {
  id: number;
  actor: string;
  action: string;
  entity: string;
  entity_id: number;
  entity_label: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: number;
};

export function auditToWire(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    before: row.before_json ? (JSON.parse(row.before_json) as Record<string, unknown>) : null,
    after: row.after_json ? (JSON.parse(row.after_json) as Record<string, unknown>) : null,
    reason: row.reason,
    createDate: wireTime(row.created_at),
  };
}

/** One record's timeline, newest first. */
export async function timelineOf(db: Kysely<Database>, entity: AuditFact['entity'], entityId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(auditToWire);
}

import type { Transaction } from 'kysely';
import { Code, type Page } from '../../../common/envelope.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import { isStaffRole, type StaffRole } from '../../../common/areas/staff/permissions.ts';
import type {
  StaffAccessForm,
  StaffCreateForm,
  StaffInfo,
  StaffMember,
  StaffPasswordForm,
  StaffProfileForm,
} from '../../../common/areas/staff/staff.ts';
import { wireTime } from '../../../common/time.ts';
import type { Database } from '../../db/types.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../password.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit } from '../../services/audit.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';

async function rolesOf(trx: Transaction<Database> | Deps['db'], staffId: number): Promise<StaffRole[]> {
  const rows = await trx
    .selectFrom('staff_role')
    .select('role')
    .where('staff_id', '=', staffId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role).filter(isStaffRole);
}

/**
 * Active admins other than the given one: at least one must always remain. On PostgreSQL the
 * admins' rows are locked first, so two admins demoting each other at once cannot both pass.
 */
async function otherActiveAdmins(
  trx: Transaction<Database>,
  dialect: Deps['dialect'],
  staffId: number,
): Promise<number> {
  const admins = trx
    .selectFrom('staff')
    .select('staff.id')
    .where('staff.active', '=', 1)
    .where('staff.id', 'in', (eb) => eb.selectFrom('staff_role').select('staff_id').where('role', '=', 'admin'));
  if (dialect === 'postgres') await admins.forUpdate().execute();
  // Counted by a statement of its own, after the lock: it sees what a transaction it waited for committed.
  const rows = await admins.execute();
  return rows.filter((row) => row.id !== staffId).length;
}

/** The shop's staff accounts: each member's own profile and password, and the admin's management of all. */
export function staffAccountService({ db, dialect, clock }: Deps) {
  const find = async (trx: Transaction<Database> | Deps['db'], staffId: number) => {
    const row = await trx.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const toMember = async (row: Awaited<ReturnType<typeof find>>): Promise<StaffMember> => ({
    ...(await toInfo(row)),
    active: row.active === 1,
    createDate: wireTime(row.created_at),
    version: row.updated_at,
  });

  const toInfo = async (row: Awaited<ReturnType<typeof find>>): Promise<StaffInfo> => ({
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    roles: await rolesOf(db, row.id),
  });

  return {
    /** GET /rest/staff/info: the staff member with their roles. */
    async info(actor: StaffActor): Promise<StaffInfo> {
      if (actor.staffId === null) throw notFound();
      return toInfo(await find(db, actor.staffId));
    },

    /** Every staff member edits their own name and mobile; no role is needed for that. */
    async updateProfile(actor: StaffActor, form: StaffProfileForm): Promise<StaffInfo> {
      if (actor.staffId === null) throw notFound();
      const staffId = actor.staffId;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await find(trx, staffId);
        await trx
          .updateTable('staff')
          .set({ name: form.name, mobile: form.mobile, updated_at: now })
          .where('id', '=', staffId)
          .execute();
        await audit(
          trx,
          actor,
          {
            action: 'staff.profile',
            entity: 'staff',
            entityId: staffId,
            label: before.username,
            before: { name: before.name, mobile: before.mobile },
            after: { name: form.name, mobile: form.mobile },
          },
          now,
        );
      });
      return toInfo(await find(db, staffId));
    },

    /** A member's own password: the current one must match; every other session of theirs ends. */
    async changePassword(actor: StaffActor, form: StaffPasswordForm): Promise<void> {
      if (actor.staffId === null) throw notFound();
      const staffId = actor.staffId;
      const row = await find(db, staffId);
      if (!(await verifyPassword(form.oldPassword, row.password_hash))) throw refused('oldPasswordWrong');
      const hash = await hashPassword(form.newPassword);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff')
          .set({ password_hash: hash, updated_at: now })
          .where('id', '=', staffId)
          .execute();
        let others = trx
          .updateTable('staff_session')
          .set({ revoked_at: now })
          .where('staff_id', '=', staffId)
          .where('revoked_at', 'is', null);
        if (actor.sessionId !== null) others = others.where('id', '!=', actor.sessionId);
        await others.execute();
        await audit(
          trx,
          actor,
          { action: 'staff.password', entity: 'staff', entityId: staffId, label: row.username },
          now,
        );
      });
    },

    /** The staff list (admin and viewers): search by username, name or mobile. */
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<StaffMember>> {
      assertMay(actor, 'view');
      const filter = query.status
        ? db.selectFrom('staff').where('active', '=', query.status === 'active' ? 1 : 0)
        : db.selectFrom('staff');
      const { rows, total } = await consoleList(
        filter,
        query,
        { search: ['username', 'name', 'mobile'], sorts: { username: 'username' }, tie: 'id' },
        (rows) => rows.selectAll(),
      );
      const list = await Promise.all(
        rows.map(async (row) => ({
          ...(await toInfo(row)),
          active: row.active === 1,
          createDate: wireTime(row.created_at),
          version: row.updated_at,
        })),
      );
      return { list, total };
    },

    /** An admin (or `create-staff` on the command line) opens a staff account. */
    async create(actor: StaffActor, form: StaffCreateForm): Promise<StaffInfo> {
      assertMay(actor, 'manageStaff');
      const hash = await hashPassword(form.password);
      const now = clock.now();
      try {
        const id = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('staff')
            .values({
              username: form.username,
              name: form.name,
              mobile: form.mobile,
              password_hash: hash,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('staff_role')
            .values(form.roles.map((role) => ({ staff_id: inserted.id, role })))
            .execute();
          await audit(
            trx,
            actor,
            {
              action: 'staff.create',
              entity: 'staff',
              entityId: inserted.id,
              label: form.username,
              after: { name: form.name, mobile: form.mobile, roles: form.roles },
            },
            now,
          );
          return inserted.id;
        });
        return toInfo(await find(db, id));
      } catch (error) {
        if (uniqueViolation(error) === 'username') throw refused('usernameTaken');
        throw error;
      }
    },

    /**
     * An admin changes a member's roles or deactivates them. Deactivating ends every session of
     * theirs in the same transaction, so it takes effect at once; the last active admin stays.
     */
    async setAccess(actor: StaffActor, staffId: number, form: StaffAccessForm, seen?: number): Promise<StaffMember> {
      assertMay(actor, 'manageStaff');
      // A change always moves the version on, even within one millisecond of the last.
      const now = Math.max(clock.now(), (await find(db, staffId)).updated_at + 1);
      const changed = await db.transaction().execute(async (trx) => {
        const before = await find(trx, staffId);
        // The form carries the version its admin saw: another admin's change since wins, this one is refused.
        if (seen !== undefined && seen !== before.updated_at) return false;
        const rolesBefore = await rolesOf(trx, staffId);
        const staysAdmin = form.active && form.roles.includes('admin');
        if (
          !staysAdmin &&
          rolesBefore.includes('admin') &&
          before.active === 1 &&
          (await otherActiveAdmins(trx, dialect, staffId)) === 0
        ) {
          throw refused('lastAdmin');
        }
        const result = await trx
          .updateTable('staff')
          .set({ active: form.active ? 1 : 0, updated_at: now })
          .where('id', '=', staffId)
          .where('updated_at', '=', before.updated_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('staff_role').where('staff_id', '=', staffId).execute();
        await trx
          .insertInto('staff_role')
          .values(form.roles.map((role) => ({ staff_id: staffId, role })))
          .execute();
        if (!form.active) {
          await trx
            .updateTable('staff_session')
            .set({ revoked_at: now })
            .where('staff_id', '=', staffId)
            .where('revoked_at', 'is', null)
            .execute();
        }
        await audit(
          trx,
          actor,
          {
            action: 'staff.access',
            entity: 'staff',
            entityId: staffId,
            label: before.username,
            before: { active: before.active === 1, roles: rolesBefore },
            after: { active: form.active, roles: form.roles },
            reason: form.reason ?? null,
          },
          now,
        );
        return true;
      });
      const row = await find(db, staffId);
      const member = await toMember(row);
      if (!changed) throw handledByOther(member);
      return member;
    },

    /** The command line finds a member by username. */
    async idOf(username: string): Promise<number> {
      const row = await db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirst();
      if (!row) throw new AppError(Code.notFound, 'staffUnknown', { username });
      return row.id;
    },
  };
}

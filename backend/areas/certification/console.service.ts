import { certificationFieldLabel } from '../../../common/areas/certification/certification-fields.ts';
import {
  certificationChecks,
  certificationIdentity,
  uniquenessChecks,
} from '../../../common/areas/certification/checks.ts';
import {
  CERTIFICATION_ACTION_RULES,
  type ConsoleCertification,
  type ConsoleCertificationDetail,
} from '../../../common/areas/certification/console.ts';
import {
  CERTIFICATION_WAITING,
  staffCertificationActionsOf,
  type StaffCertificationAction,
} from '../../../common/areas/certification/transitions.ts';
import { VETTING_WORKING_DAYS } from '../../../common/areas/staff/console.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message, type MessageKey } from '../../../common/messages.ts';
import { addWorkingDays, shanghaiDate, wireTime } from '../../../common/time.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { certifiedElsewhere } from './certified-elsewhere.ts';
import { certificationToWire, type CertificationRow } from './record.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { timelineOf } from '../../services/audit.ts';
import { moveCertification } from './certification-transition.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';

/** The SMS each outcome sends the company's main account. */
const SMS: Partial<Record<StaffCertificationAction, MessageKey>> = {
  approve: 'smsCertificationApprovedText',
  fail: 'smsCertificationFailedText',
  reject: 'smsCertificationRejectedText',
};

type Row = CertificationRow & { registered_name: string; claimant: string | null };

/**
 * Certification vetting on the staff side: the queue, one record beside its
 * images and automatic checks, and claim → approve / fail / reject (or release), each step
 * moved by the certification's executor. Approving accepts the certified name: the company's
 * name becomes it, and it is 已认证.
 */
export function certificationConsoleService({ db, clock, sms }: Deps) {
  const base = () =>
    db
      .selectFrom('certification')
      .innerJoin('company', 'company.id', 'certification.company_id')
      .leftJoin('staff', 'staff.id', 'certification.claimed_by');

  const columns = [
    'certification.id',
    'certification.company_id',
    'certification.kind',
    'certification.cert_status',
    'certification.form_id',
    'certification.saved_step',
    'certification.name',
    'certification.fields_json',
    'certification.applied_at',
    'certification.checked_at',
    'certification.claimed_by',
    'certification.claimed_at',
    'certification.reason',
    'certification.field_reasons_json',
    'certification.created_at',
    'certification.updated_at',
    'company.name as registered_name',
    'staff.username as claimant',
  ] as const;

  const toWire = (row: Row): ConsoleCertification => {
    const waiting = CERTIFICATION_WAITING.includes(row.cert_status) && row.applied_at !== null;
    const deadline = waiting ? addWorkingDays(row.applied_at!, VETTING_WORKING_DAYS) : null;
    return {
      id: row.id,
      companyId: row.company_id,
      company: row.registered_name,
      name: row.name,
      kind: row.kind,
      certStatus: row.cert_status,
      applyDate: row.applied_at === null ? null : wireTime(row.applied_at),
      deadline: deadline === null ? null : wireTime(deadline),
      overdue: deadline !== null && deadline < clock.now(),
      claimedBy: row.claimant,
    };
  };

  const load = async (id: number): Promise<Row> => {
    const row = await base().select(columns).where('certification.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const detailOf = async (actor: StaffActor, row: Row): Promise<ConsoleCertificationDetail> => {
    const record = certificationToWire(row, row.registered_name);
    const mine = row.claimed_by !== null && row.claimed_by === actor.staffId;
    return {
      ...toWire(row),
      record,
      checks: [
        ...certificationChecks(record, shanghaiDate(clock.now())),
        ...uniquenessChecks(await certifiedElsewhere(db, row.company_id, certificationIdentity(record))),
      ],
      claimedByMe: mine,
      actions: staffCertificationActionsOf(row.cert_status),
      timeline: await timelineOf(db, 'certification', row.id),
    };
  };

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleCertification>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        base(),
        query,
        {
          search: ['certification.name', 'company.name'],
          state: 'certification.cert_status',
          sorts: { applied: 'certification.applied_at', name: 'certification.name' },
          tie: 'certification.id',
        },
        (rows) => rows.select(columns),
      );
      return { list: rows.map(toWire), total };
    },

    async detail(actor: StaffActor, id: number): Promise<ConsoleCertificationDetail> {
      assertMay(actor, 'view');
      return detailOf(actor, await load(id));
    },

    /**
     * One vetting step, moved by the certification's executor (certification-transition.ts) on the
     * state and claim the staff member saw. Claiming takes a waiting record for oneself; approving,
     * failing, rejecting and releasing are for whoever claimed it (an admin may act on any claim).
     * The company is texted after commit.
     */
    async act(
      actor: StaffActor,
      id: number,
      action: StaffCertificationAction,
      input: { reason?: string; fieldReasons?: Record<string, string>; seen?: string } = {},
    ): Promise<ConsoleCertificationDetail> {
      const rule = CERTIFICATION_ACTION_RULES[action];
      assertMay(actor, rule.right);
      const current = await load(id);
      if (input.seen !== undefined && input.seen !== String(current.cert_status))
        throw handledByOther(await detailOf(actor, current));
      if (rule.reason === 'required' && !input.reason)
        throw new AppError(Code.invalid, 'required', { field: 'field.reason' });
      const fieldReasons = rule.reason === 'perField' ? (input.fieldReasons ?? {}) : {};
      if (rule.reason === 'perField' && Object.keys(fieldReasons).length === 0)
        throw new AppError(Code.invalid, 'certificationProblemsMissing');
      const reason =
        action === 'fail'
          ? Object.entries(fieldReasons)
              .map(([field, why]) => `${message('zh-CN', certificationFieldLabel(field))}：${why}`)
              .join('；')
          : (input.reason ?? null);
      const now = clock.now();
      const text = SMS[action];
      const moved = await db
        .transaction()
        .execute(async (trx) => {
          const done = await moveCertification(trx, current, action, { staff: actor }, { reason, fieldReasons, now });
          if (done && text)
            await sms.queueForCompany(
              trx,
              current.company_id,
              message('zh-CN', text, { company: current.name, reason: reason ?? '' }),
            );
          return done;
        })
        .catch(async (error: unknown) => {
          // A step the state does not allow is answered with the record as the member sees it.
          if (error instanceof AppError && error.key === 'actionNotAllowed')
            throw new AppError(error.code, error.key, error.params, await detailOf(actor, current));
          throw error;
        });
      if (!moved) throw handledByOther(await detailOf(actor, await load(id)));
      return detailOf(actor, await load(id));
    },

    /** The staff may read any company's certification images (docs/decisions/0010). */
  };
}

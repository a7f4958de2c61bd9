import { Code } from '../../common/envelope.ts';
import { staffMay, type StaffAction } from '../../common/areas/staff/permissions.ts';
import { AppError } from '../errors.ts';
import type { StaffActor } from './staff-actor.ts';

/** Refuses with 10030 what the actor's roles do not allow (common/areas/staff/permissions.ts). */
export function assertMay(actor: StaffActor, action: StaffAction): void {
  if (!staffMay(actor.roles, action)) throw new AppError(Code.roleNotAllowed, 'roleNotAllowed');
}

/** 10060 「已被他人处理」 with the record as it is now, when a conditional change found it moved. */
export function handledByOther(fresh: unknown): AppError {
  return new AppError(Code.conflict, 'handledByOther', {}, fresh);
}

import type { ConsoleCertification, ConsoleCertificationDetail } from '../../../common/areas/certification/console.ts';
import type { StaffCertificationAction } from '../../../common/areas/certification/transitions.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from '../console/index.server.ts';

/** The certifications' console calls (/rest/staff/certifications/*): the queue, one application and its vetting. */
export const consoleCertificationApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleCertification>>(ctx, { path: '/rest/staff/certifications', query }),
  certification: (ctx: CallContext, id: number) =>
    consoleCall<ConsoleCertificationDetail>(ctx, { path: `/rest/staff/certifications/${id}` }),
  /** JSON: a failure carries its problems as a list. */
  certificationAct: (ctx: CallContext, id: number, action: StaffCertificationAction, form: ConsoleForm) =>
    consoleAct<ConsoleCertificationDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/certifications/${id}/${action}`,
      body: form,
      json: true,
    }),
};

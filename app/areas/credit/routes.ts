import { route } from '@react-router/dev/routes';

/** The buyer's credit ledger (the contracts area's 账期额度 screen) as a file: a download of its own. */
export const bare = [route('userCenter/credit/export/:format', 'areas/credit/user-center.credit.export.$format.ts')];

/** Each company's credit in the staff console (/admin/credit). */
export const admin = [route('credit', 'areas/credit/admin.credit.tsx')];

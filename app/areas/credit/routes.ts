import { route } from '@react-router/dev/routes';

/** Each company's credit in the staff console (/admin/credit). */
export const admin = [route('credit', 'areas/credit/admin.credit.tsx')];

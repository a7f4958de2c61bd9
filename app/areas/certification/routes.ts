import { route } from '@react-router/dev/routes';

/**
 * The certification list, its forms and its view (SPEC §2; DESIGN.md decision 10: both
 * readings — add, edit/{id} and view/{id}, and an edit screen whose id is optional).
 */
export const userCenter = [
  route('corpcert', 'areas/certification/user-center.corpcert.tsx'),
  route('corpcert/add', 'areas/certification/user-center.corpcert.edit.tsx', { id: 'corpcert-add' }),
  route('corpcert/edit/:id?', 'areas/certification/user-center.corpcert.edit.tsx', { id: 'corpcert-edit' }),
  route('corpcert/view/:id', 'areas/certification/user-center.corpcert.view.$id.tsx'),
];

/** Certification vetting in the staff console (/admin/certifications). */
export const admin = [
  route('certifications', 'areas/certification/admin.certifications.tsx'),
  route('certifications/:id', 'areas/certification/admin.certifications.$id.tsx'),
];

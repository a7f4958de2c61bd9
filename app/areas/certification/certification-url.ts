/** Where the certification screens live (SPEC §2, DESIGN.md decision 10: both readings). */
export const certificationListHref = '/userCenter/corpcert';
export const certificationAddHref = (kind: 'full' | 'simple' = 'full') =>
  kind === 'simple' ? '/userCenter/corpcert/add?kind=simple' : '/userCenter/corpcert/add';
export const certificationEditHref = (id: number, step?: number) =>
  `/userCenter/corpcert/edit/${id}${step === undefined ? '' : `?step=${step}`}`;
export const certificationViewHref = (id: number) => `/userCenter/corpcert/view/${id}`;

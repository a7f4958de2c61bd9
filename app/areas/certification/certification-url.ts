/** Where the certification screens live (SPEC §2, DESIGN.md decision 10: both readings). */
export const certListHref = '/userCenter/corpcert';
export const certAddHref = (kind: 'full' | 'simple' = 'full') =>
  kind === 'simple' ? '/userCenter/corpcert/add?kind=simple' : '/userCenter/corpcert/add';
export const certEditHref = (id: number, step?: number) =>
  `/userCenter/corpcert/edit/${id}${step === undefined ? '' : `?step=${step}`}`;
export const certViewHref = (id: number) => `/userCenter/corpcert/view/${id}`;

import { route } from '@react-router/dev/routes';

/** The contract's document is a file of its own, opened in a new tab (SPEC §4). */
export const bare = [
  route('userCenter/contract/document/:id', 'areas/contracts/user-center.contract.document.$id.ts'),
  route('admin/contracts/:id/document', 'areas/contracts/admin.contracts.$id.document.ts'),
];

/** 我的合同, signing one, and the company's credit with its ledger. */
export const userCenter = [
  route('contract', 'areas/contracts/user-center.contract.tsx'),
  route('contract/sign/:id', 'areas/contracts/user-center.contract.sign.$id.tsx'),
  route('credit', 'areas/contracts/user-center.credit.tsx'),
];

/** The contracts in the staff console (/admin/contracts): the list, drafting and one contract. */
export const admin = [
  route('contracts', 'areas/contracts/admin.contracts.tsx'),
  route('contracts/new', 'areas/contracts/admin.contracts.new.tsx'),
  route('contracts/:id', 'areas/contracts/admin.contracts.$id.tsx'),
];

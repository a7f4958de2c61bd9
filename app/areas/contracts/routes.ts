import { route } from '@react-router/dev/routes';

/** The contract's document is a file of its own, opened in a new tab (SPEC §4). */
export const bare = [route('userCenter/contract/document/:id', 'areas/contracts/user-center.contract.document.$id.ts')];

/** 我的合同, signing one, and the company's credit with its ledger. */
export const userCenter = [
  route('contract', 'areas/contracts/user-center.contract.tsx'),
  route('contract/sign/:id', 'areas/contracts/user-center.contract.sign.$id.tsx'),
  route('credit', 'areas/contracts/user-center.credit.tsx'),
];

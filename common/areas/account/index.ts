/** What other areas' shared code may use of the account area: the account types. */
export { CustomerAccountType } from './account-type.ts';

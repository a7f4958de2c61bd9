/** What other areas' shared code may use of the account area: the account types and the company's states. */
export { CustomerAccountType, type CustomerAccountTypeValue } from './account-type.ts';
export { CompanyStatus, type CompanyStatusValue } from './transitions.ts';

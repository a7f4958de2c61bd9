/**
 * An account's place in its company (SPEC §4 customerAccountType): the main account, or a
 * sub-account that approves or purchases. Apart from account.ts so that a screen that only compares
 * an account type (the user centre's menu) loads no schema or message with it.
 */
export const CustomerAccountType = { main: 0, approver: 1, purchaser: 2 } as const;
export type CustomerAccountTypeValue = (typeof CustomerAccountType)[keyof typeof CustomerAccountType];

/** The caller behind a valid token. */
export interface Caller {
  accountId: number;
  companyId: number;
  /** customerAccountType: 0 main, 1 approver, 2 purchaser. */
  accountType: number;
  username: string;
  sessionId: number;
}

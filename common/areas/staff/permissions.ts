/**
 * Who among the shop's staff may do what (DESIGN.md decision 15, docs/decisions/0011), in ONE
 * table: the console shows only the actions a member's roles allow and the backend refuses
 * the rest. `admin` may do everything; every role may look (viewer only looks).
 */
export const STAFF_ROLES = ['admin', 'service', 'finance', 'warehouse', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = {
  /** Lists, details, the to-do home, the audit trail and exports. */
  view: ['service', 'finance', 'warehouse', 'viewer'],
  /** Accounts of the shop's staff: create, change roles, deactivate. */
  manageStaff: [],
  /** Registrations: approve or refuse. */
  vetCompany: ['service'],
  /** Block or unblock a company. */
  blockCompany: ['service'],
  /** Company certifications: claim, approve, fail, reject. */
  vetCertification: ['service'],
  /** An offline transfer arrived. */
  confirmPayment: ['finance'],
  ship: ['warehouse'],
  /** Cancel an unpaid order with a reason. */
  cancelOrder: ['service', 'finance'],
  /** Put goods on or off sale, change stock. */
  manageStock: ['warehouse'],
  changePrice: ['finance'],
  handleMessage: ['service'],
  /** After-sales: approve or reject an application. */
  vetAfterSale: ['service'],
  /** After-sales: receive returned goods, ship a replacement or the repaired goods. */
  handleReturnedGoods: ['warehouse'],
  /** After-sales: record a refund (credit comes back to the quota, a transfer is recorded). */
  refund: ['finance'],
  /** Contracts: draft, edit, send, recall, revise and preserve. */
  manageContracts: ['service', 'finance'],
  /** Approve a contract's credit above the configured amount: a second finance member. */
  approveCredit: ['finance'],
  /** Price lists (协议价) and catalogues (专属商品池) of a company: give, change, import, remove; finance sets prices. */
  managePriceLists: ['finance'],
  /** Statements: make, adjust, send, resolve disputes, confirm or return remittances, close. */
  manageStatements: ['finance'],
  /** Invoices: issue from the 待开票 queue, and reversals (红字). */
  issueInvoice: ['finance'],
  /** Send a company's webhook delivery again, for its IT after an outage (the company's secrets stay its own). */
  resendWebhooks: ['service'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_ACTIONS;

export function staffMay(roles: readonly string[], action: StaffAction): boolean {
  if (roles.includes('admin')) return true;
  const allowed: readonly string[] = STAFF_ACTIONS[action];
  return roles.some((role) => allowed.includes(role));
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Registration vetting is promised within 2 working days (SPEC §1). */
export const VETTING_WORKING_DAYS = 2;

/** A to-do queue on the console's home: how many wait, since when, and whether the oldest is late. */
export interface TodoQueue {
  key:
    | 'registrations'
    | 'certifications'
    | 'afterSaleVetting'
    | 'afterSaleGoods'
    | 'afterSaleRefund'
    | 'payments'
    | 'shipments'
    | 'purchasesWaiting'
    | 'messages'
    | 'outOfStock'
    | 'contractsToSend'
    | 'contractsExpiring'
    | 'statementsToMake'
    | 'statementsToSend'
    | 'statementDisputes'
    | 'remittancesToConfirm'
    | 'overdueStatements'
    | 'invoicesToIssue'
    | 'invoiceReversals';
  count: number;
  /** When the oldest item started waiting (wire time), or null when the queue is empty. */
  oldest: string | null;
  /** The promise the oldest item is held to, when the queue has one (registrations). */
  deadline: string | null;
  overdue: boolean;
}

export interface Todo {
  queues: TodoQueue[];
}

export interface ConsoleSms {
  id: number;
  mobile: string;
  content: string;
  createDate: string;
  state: string;
  failure: string | null;
}

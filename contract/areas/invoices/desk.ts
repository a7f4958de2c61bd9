/** The 待开票 and 红字 queues (issue 16), as finance works them. */
export interface DeskInvoiceQueue {
  /** Offline-paid orders without an invoice yet (credit orders are invoiced with their statement). */
  orders: {
    id: number;
    orderNo: string;
    company: string;
    invoiceType: number;
    unitName: string;
    amount: number;
    paidDate: string | null;
  }[];
  /** Confirmed statements (or overdue ones never invoiced) for consolidated invoicing. */
  statements: {
    id: number;
    balanceNum: string;
    company: string;
    state: number;
    invoiceType: number;
    amount: number;
    confirmedDate: string | null;
  }[];
  /** Refunds on invoiced orders that wait for their red-letter invoice. */
  reversals: {
    refundId: number;
    orderNo: string;
    company: string;
    invoiceId: number;
    invoiceNo: string;
    amount: number;
    refundDate: string;
  }[];
}

import type { Id, Millis } from './columns.ts';

// The punchout area's tables (migration 0032).

export interface PunchoutSettingTable {
  company_id: number;
  enabled: number;
  /** The company's account the sessions log in as and OrderRequests order for. */
  account_id: number;
  /** OCI USERNAME / cXML From and Sender Identity; unique, so a request names one company. */
  identity: string;
  /** SHA-256 (hex) of the shared secret: compared, never shown again after it is made. */
  secret_hash: string;
  /** The delivery address an OrderRequest's order goes to (the company's default when null). */
  consignee_id: number | null;
  /** 1 offline transfer, 2 credit (common/areas/orders/order.ts PayType). */
  pay_type_id: number;
  updated_at: Millis;
}

export interface PunchoutSessionTable {
  id: Id;
  company_id: number;
  account_id: number;
  /** oci | cxml */
  protocol: string;
  /** OCI HOOK_URL or cXML BrowserFormPost URL: where the cart is posted back. */
  hook_url: string;
  /** cXML BuyerCookie, echoed in the PunchOutOrderMessage. */
  buyer_cookie: string | null;
  /** OCI ~TARGET: the frame the cart's form is posted into (_top, _parent…). */
  form_target: string | null;
  /** SHA-256 of the one-time start token; null once used. */
  start_token_hash: string | null;
  /** The login session the start made (session.id). */
  login_session_id: number | null;
  /** pending (token not used) | open | transferred */
  state: string;
  client_address: string;
  created_at: Millis;
  start_expires_at: Millis;
  expires_at: Millis;
  opened_at: Millis | null;
  transferred_at: Millis | null;
  /** The transfer's number of lines and total (ten-thousandths of a yuan). */
  lines: number | null;
  total: number | null;
}

export interface PunchoutOrderTable {
  id: Id;
  company_id: number;
  /** The OrderRequest's orderID (or its payloadID when it has none). */
  order_ref: string;
  payload_id: string;
  order_id: number;
  order_no: string;
  created_at: Millis;
}

/** These tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    punchout_setting: PunchoutSettingTable;
    punchout_session: PunchoutSessionTable;
    punchout_order: PunchoutOrderTable;
  }
}

import { formatMoney, type Money } from '../../money.ts';

/**
 * What a punchout transfer sends of one cart line, priced as the company pays it now. Built by
 * the backend; turned into OCI fields or a cXML PunchOutOrderMessage here, pure and testable.
 */
export interface TransferLine {
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  model: string;
  quantity: number;
  /** The shop's unit (个, 套, 箱…). */
  unit: string;
  /** The company's unit price now (ten-thousandths of a yuan). */
  price: Money;
  categoryName: string;
  brandName: string;
  /** The goods' delivery time as the catalogue writes it (现货, 3-5天). */
  sendPeriod: string;
}

export const PUNCHOUT_CURRENCY = 'CNY';

/**
 * The shop's units as procurement systems read them: OCI takes SAP's ISO unit codes, cXML the
 * UN/CEFACT Recommendation 20 codes. They differ only for a piece (PCE / EA). A unit not listed
 * is a piece: every goods of the shop is sold by the unit it names, and a piece is the safe reading.
 */
const UNITS: Record<string, string> = {
  套: 'SET',
  副: 'PR',
  对: 'PR',
  双: 'PR',
  箱: 'CT',
  盒: 'BX',
  瓶: 'BO',
  桶: 'BJ',
  卷: 'RO',
  包: 'PK',
  提: 'PK',
  袋: 'BG',
  米: 'MTR',
  千克: 'KGM',
  公斤: 'KGM',
  吨: 'TNE',
  升: 'LTR',
};

export function ociUnit(unit: string): string {
  return UNITS[unit.trim()] ?? 'PCE';
}

export function cxmlUnit(unit: string): string {
  return UNITS[unit.trim()] ?? 'EA';
}

/** Exact decimal yuan with a '.': two places, four when the price has parts of a fen. No floating point. */
export const priceText = (price: Money): string => formatMoney(price);

/** OCI NEW_ITEM-LEADTIME, in days: the longest of a range (3-5天 → 5), 现货 (in stock) → 1; empty when unknown. */
export function leadTimeDays(sendPeriod: string): string {
  if (sendPeriod.includes('现货')) return '1';
  const numbers = sendPeriod.match(/\d+/g);
  return numbers ? String(Math.max(...numbers.map(Number))) : '';
}

/** OCI 4.0's NEW_ITEM fields, [n] 1-based, in one order per line. */
export function ociFields(lines: readonly TransferLine[]): [string, string][] {
  return lines.flatMap((line, index) => {
    const n = index + 1;
    const field = (name: string, value: string): [string, string] => [`NEW_ITEM-${name}[${n}]`, value];
    return [
      // SAP's short text holds 40 characters; the shop's names are longer at times.
      field('DESCRIPTION', line.goodsName.slice(0, 40)),
      field('QUANTITY', String(line.quantity)),
      field('UNIT', ociUnit(line.unit)),
      field('PRICE', priceText(line.price)),
      field('PRICEUNIT', '1'),
      field('CURRENCY', PUNCHOUT_CURRENCY),
      field('VENDORMAT', String(line.goodsId)),
      field('MANUFACTMAT', line.model || line.goodsCode),
      field('MATGROUP', line.categoryName),
      field('LEADTIME', leadTimeDays(line.sendPeriod)),
      // The shop's number in the buyer's vendor master is the buyer's own: its system fills it in.
      field('VENDOR', ''),
      field('EXT_PRODUCT_ID', line.goodsCode),
      // The whole name, which DESCRIPTION may cut: OCI's long text field of line n.
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, line.goodsName] as [string, string],
    ];
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value in XML; characters XML 1.0 cannot hold at all are dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** The cXML envelope every message of the shop is written in. */
export function cxmlDocument(payloadId: string, timestamp: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n` +
    `<cXML payloadID="${xmlEscape(payloadId)}" timestamp="${xmlEscape(timestamp)}" xml:lang="zh-CN">${body}</cXML>`
  );
}

/**
 * A cXML Response with its Status (200 OK, 400 Bad Request, 401 Unauthorized, 403 Forbidden…), the
 * detail as the Status's text, and what else the response carries (a PunchOutSetupResponse).
 */
export function cxmlResponse(code: number, text: string, detail = '', rest = ''): string {
  return `<Response><Status code="${code}" text="${xmlEscape(text)}">${xmlEscape(detail)}</Status>${rest}</Response>`;
}

/** The PunchOutSetupResponse's part: where the buyer's browser starts. */
export const startPage = (url: string) =>
  `<PunchOutSetupResponse><StartPage><URL>${xmlEscape(url)}</URL></StartPage></PunchOutSetupResponse>`;

/**
 * The PunchOutOrderMessage a transfer posts back (cxml-urlencoded): the BuyerCookie echoed, the
 * lines as ItemIn with the company's unit prices, and their total. `from` and `to` are the two
 * parties' identities as the setup request named them, turned round.
 */
export function punchOutOrderMessage(input: {
  buyerCookie: string;
  from: string;
  to: string;
  lines: readonly TransferLine[];
  total: Money;
}): string {
  const money = (amount: Money) => `<Money currency="${PUNCHOUT_CURRENCY}">${priceText(amount)}</Money>`;
  const items = input.lines
    .map(
      (line) =>
        `<ItemIn quantity="${line.quantity}">` +
        `<ItemID><SupplierPartID>${line.goodsId}</SupplierPartID>` +
        `<SupplierPartAuxiliaryID>${xmlEscape(line.goodsCode)}</SupplierPartAuxiliaryID></ItemID>` +
        `<ItemDetail><UnitPrice>${money(line.price)}</UnitPrice>` +
        `<Description xml:lang="zh-CN">${xmlEscape(line.goodsName)}</Description>` +
        `<UnitOfMeasure>${cxmlUnit(line.unit)}</UnitOfMeasure>` +
        `<Classification domain="CaigouCategory">${xmlEscape(line.categoryName)}</Classification>` +
        (line.model ? `<ManufacturerPartID>${xmlEscape(line.model)}</ManufacturerPartID>` : '') +
        (line.brandName ? `<ManufacturerName>${xmlEscape(line.brandName)}</ManufacturerName>` : '') +
        (leadTimeDays(line.sendPeriod) ? `<LeadTime>${leadTimeDays(line.sendPeriod)}</LeadTime>` : '') +
        `</ItemDetail></ItemIn>`,
    )
    .join('');
  return (
    `<Header><From><Credential domain="NetworkID"><Identity>${xmlEscape(input.from)}</Identity></Credential></From>` +
    `<To><Credential domain="NetworkID"><Identity>${xmlEscape(input.to)}</Identity></Credential></To>` +
    `<Sender><Credential domain="NetworkID"><Identity>${xmlEscape(input.from)}</Identity></Credential>` +
    `<UserAgent>Caigou</UserAgent></Sender></Header>` +
    `<Message><PunchOutOrderMessage><BuyerCookie>${xmlEscape(input.buyerCookie)}</BuyerCookie>` +
    `<PunchOutOrderMessageHeader operationAllowed="create"><Total>${money(input.total)}</Total>` +
    `</PunchOutOrderMessageHeader>${items}</PunchOutOrderMessage></Message>`
  );
}

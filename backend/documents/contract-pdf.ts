import { createHash } from 'node:crypto';
import { daysInclusive } from '../../common/areas/contracts/contract.ts';
import { message } from '../../common/messages.ts';
import { moneyToText, type Money } from '../../common/money.ts';
import { label } from '../../common/status-label.ts';
import { cjkPdf } from './pdf.ts';

/** What a contract document says: the contract's row as it was sent (amounts in ten-thousandths). */
export interface ContractText {
  contract_no: string;
  contract_name: string;
  sign_main: string;
  main_charge: string;
  sign_sub: string;
  sub_charge: string;
  contract_type: number;
  contract_amount: number;
  retention_amount: number;
  credit_amount: number;
  account_period: number;
  sign_date: string;
  end_date: string;
  terms: string;
}

/** Who signed, stamped on the signature page. */
export interface Signature {
  name: string;
  mobile: string;
  address: string;
  /** Asia/Shanghai wire time. */
  at: string;
  /** SHA-256 of the document as sent. */
  documentHash: string;
}

const zh = 'zh-CN' as const;
const yuan = (amount: number) => `${moneyToText(amount as Money, 2)} 元`;

/**
 * The shop's standard terms of a credit-term purchase (the contract's body). They say the chain
 * the shop runs: monthly statements, confirmation or dispute, invoices, remittance in the period.
 */
function clauses(text: ContractText): string[] {
  return [
    `一、甲方在本合同有效期内通过乙方采购商城（以下简称“商城”）采购工业用品、办公用品、五金及紧固件，可选用账期支付；乙方给予甲方授信额度 ${yuan(text.credit_amount)}，账期支付的订单在该额度内下单即视为已付款。`,
    '二、乙方每月初就甲方上月已收货的账期订单、售后退款及调整生成对账单并短信通知甲方。甲方应在收到后核对并确认；对个别明细有异议的，应在确认时注明差异金额及原因，乙方核实后调整或重新出具对账单。',
    `三、对账单确认后，乙方按对账单开具发票；甲方应在对账月份结束后 ${text.account_period} 天内将对账金额汇至乙方指定账户，并在商城登记汇款信息及凭证。乙方确认收款后，相应授信额度即恢复。`,
    '四、甲方逾期未付款的，乙方有权暂停甲方的账期支付，直至逾期款项结清。',
    '五、本合同以商城电子签署方式订立，甲方主账号以短信验证码确认签署，与书面签字盖章具有同等效力。合同文件的 SHA-256 指纹在发出时冻结，用于核验文件未被改动。',
    `六、本合同自 ${text.sign_date} 起至 ${text.end_date} 止。合同到期后授信额度失效，已发生的账款仍按本合同结算。`,
  ];
}

/**
 * Draws a contract as a PDF: its facts, the standard terms, the further terms agreed,
 * and — once signed — a signature page naming who signed, when, from where, and the hash of the
 * document as it was sent. Always in Chinese: it is the legal text.
 */
export function contractPdf(text: ContractText, created: Date, signature?: Signature): Promise<Uint8Array> {
  const { doc, bytes } = cjkPdf(`${text.contract_name}（${text.contract_no}）`, created);
  doc.fontSize(18).text(text.contract_name, { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#555')
    .text(`${message(zh, 'contract.contractNo')}：${text.contract_no}`, {
      align: 'center',
    });
  doc.fillColor('#000').moveDown();
  const facts: [string, string][] = [
    [
      message(zh, 'contract.signMain'),
      `${text.sign_main}（${message(zh, 'contract.mainCharge')}：${text.main_charge}）`,
    ],
    [message(zh, 'contract.signSub'), `${text.sign_sub}（${message(zh, 'contract.subCharge')}：${text.sub_charge}）`],
    [message(zh, 'contract.contractType'), label('contractType', text.contract_type, zh)],
    [message(zh, 'contract.contractAmount'), yuan(text.contract_amount)],
    [message(zh, 'contract.retentionAmount'), yuan(text.retention_amount)],
    [message(zh, 'contract.creditAmount'), yuan(text.credit_amount)],
    [message(zh, 'contract.accountPeriod'), String(text.account_period)],
    [message(zh, 'contract.signDate'), text.sign_date],
    [message(zh, 'contract.endDate'), text.end_date],
    [message(zh, 'contract.contractLife'), String(daysInclusive(text.sign_date, text.end_date))],
  ];
  for (const [name, value] of facts) doc.fontSize(11).text(`${name}：${value}`);
  doc.moveDown();
  for (const clause of clauses(text)) doc.fontSize(11).text(clause, { lineGap: 3 }).moveDown(0.4);
  if (text.terms) {
    doc.moveDown(0.4).fontSize(12).text(message(zh, 'contract.terms'));
    doc.fontSize(11).text(text.terms, { lineGap: 3 });
  }
  if (signature) {
    doc.addPage();
    doc.fontSize(16).text(message(zh, 'contract.signaturePage'), { align: 'center' }).moveDown();
    doc.fontSize(10).fillColor('#555').text(message(zh, 'contract.signatureNote')).fillColor('#000').moveDown();
    const rows: [string, string][] = [
      [message(zh, 'contract.contractNo'), text.contract_no],
      [message(zh, 'contract.signMain'), text.sign_main],
      [message(zh, 'contract.signer'), `${signature.name}（${signature.mobile}）`],
      [message(zh, 'contract.signedAt'), signature.at],
      [message(zh, 'contract.signerAddress'), signature.address],
      [message(zh, 'contract.documentHash'), signature.documentHash],
    ];
    for (const [name, value] of rows) doc.fontSize(11).text(`${name}：${value}`).moveDown(0.3);
  }
  doc.end();
  return bytes;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

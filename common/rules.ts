/**
 * The rule kinds of SPEC §5 as plain predicates over the text a user typed.
 * Schemas build on these; tests exercise each with a passing and a failing case.
 */
const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const SPECIAL = /[|&#[\]]/;
const WORDS = /^[A-Za-z0-9\u4e00-\u9fa5]+$/;
const ACCOUNT = /^[A-Za-z0-9_-]{4,16}$/;
const MOBILE = /^1[345789]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
// Local part and domain as most mail providers accept them; no quoted locals or IP domains.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const HAN = /[\u4e00-\u9fa5]/;
const CHINESE_ONLY = /^[\u4e00-\u9fa5]+$/;
/** Company and personal names: Chinese characters, with the brackets and middle dot real names carry. */
const CHINESE_NAME = /^[\u4e00-\u9fa5（）()·]+$/;
/**
 * Registered company names (docs/decisions/0008-company-names.md): Chinese characters with the
 * letters, digits, spaces and brackets of names such as ABB（中国）有限公司 or 3M中国有限公司,
 * and at least one Chinese character, as every name registered in China has.
 */
const COMPANY_NAME = /^[\u4e00-\u9fa5A-Za-z0-9 （）()·]+$/;
const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;

export const isInteger = (text: string) => INTEGER.test(text.trim());
export const isNumber = (text: string) => NUMBER.test(text.trim());
export const isNonNegative = (text: string) => isNumber(text) && Number(text) >= 0;
export const isPositive = (text: string) => isNumber(text) && Number(text) > 0;
export const isNegative = (text: string) => isNumber(text) && Number(text) < 0;
export const inBounds = (text: string, min: number, max: number) =>
  isNumber(text) && Number(text) >= min && Number(text) <= max;

function decimalPlaces(text: string): number {
  const [, fraction = ''] = text.trim().split('.');
  return fraction.length;
}
export const hasMaxDecimals = (text: string, places = 2) => isNumber(text) && decimalPlaces(text) <= places;
export const hasFixedDecimals = (text: string, places = 2) => isNumber(text) && decimalPlaces(text) === places;

/** Length in characters as a person counts them (a Chinese character is one). */
export const charLength = (text: string) => [...text].length;
export const hasMinLength = (text: string, min: number) => charLength(text) >= min;
export const hasMaxLength = (text: string, max: number) => charLength(text) <= max;
export const hasLengthBetween = (text: string, min: number, max: number) =>
  hasMinLength(text, min) && hasMaxLength(text, max);

/**
 * Control characters no text field may hold: NUL and the rest of C0 and DEL. Tab, line feed and
 * carriage return are left to each field (a text area keeps its lines; a single-line field refuses them).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChars = (text: string) => CONTROL.test(text);
export const hasLineBreakOrTab = (text: string) => /[\t\n\r]/.test(text);
export const isNotBlank = (text: string) => text.trim().length > 0;
export const hasNoSpecialChars = (text: string) => !SPECIAL.test(text);
export const isWordsOnly = (text: string) => WORDS.test(text);
export const isAccount = (text: string) => ACCOUNT.test(text);
export const isMobile = (text: string) => MOBILE.test(text);
export const isLandline = (text: string) => LANDLINE.test(text);
export const isEmail = (text: string) => EMAIL.test(text);
export const hasNoChinese = (text: string) => !HAN.test(text);
export const isChineseOnly = (text: string) => CHINESE_ONLY.test(text);
export const isChineseName = (text: string) => CHINESE_NAME.test(text);
export const isCompanyName = (text: string) => COMPANY_NAME.test(text) && HAN.test(text);
export const isLettersDigits = (text: string) => LETTERS_DIGITS.test(text);

export function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A mainland resident ID card: 18 characters with a valid birth date and check digit, or the old 15 digits. */
export function isIdCard(text: string): boolean {
  const id = text.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) return isDate(`19${id.slice(6, 12)}`);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isDate(id.slice(6, 14))) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

function isDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** GB 32100-2015's alphabet: digits and capitals without I, O, S, V, Z, each worth its index. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of the
 * standard's alphabet whose last is the check character: 31 − (Σ value × 3^i mod 31) mod 31,
 * the weights being 3^i mod 31. Only the standard's own check is tested; the embedded
 * organisation code's check digit is not, as individually assigned codes do not keep it.
 */
export function isCreditCode(text: string): boolean {
  const code = text.trim().toUpperCase();
  if (!/^[0-9A-HJ-NP-RTUWXY]{18}$/.test(code)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, i) => total + weight * CREDIT_CODE_CHARS.indexOf(code[i]!), 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/** `YYYY-MM-DD` naming a day that exists (2026-02-31 does not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A bank account number as Chinese banks print it: 8 to 30 digits (spaces removed before). */
export const isBankAccount = (text: string) => /^\d{8,30}$/.test(text);

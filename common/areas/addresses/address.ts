import { z } from 'zod';
import { FIELD_MAX } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { recordId } from '../../schemas/ids.ts';

/** A detailed address (street, building, room) fits in this many characters; the column holds 200. */
export const ADDRESS_MAX = 100;

/** How many delivery addresses one company may keep: enough for every site, few enough to choose from at checkout. */
export const ADDRESSES_PER_COMPANY = 50;

/** A delivery address as rest/address/my and info/{id} answer it (SPEC §3 Address). */
export interface Address {
  id: number;
  consignee: string;
  /** Region ids from region/list, with their names as they were when the address was saved. */
  province: number;
  city: number;
  county: number;
  provinceName: string;
  cityName: string;
  countyName: string;
  /** Province, city and county names joined, as an order shows them. */
  areaName: string;
  address: string;
  mobile: string;
  /** A landline with area code, or '' when none was given. */
  phone: string;
  /** 1 for the company's default address, else 0. */
  isDefault: 0 | 1;
}

/** A ticked checkbox: 'on' from a plain form, 'true' or '1' (or the JSON true / 1) from a scripted call. */
const ticked = z.preprocess(
  (value) => (value === 'on' || value === 'true' || value === '1' || value === true || value === 1 ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
);

/**
 * The address form (SPEC §5 Address), fields in the order the form shows them so
 * the first failing message is the topmost field's. Region ids are only checked
 * for presence here; the backend checks them against the region table (the
 * county must lie in the city, the city in the province).
 */
function addressFields(locale: Locale) {
  const f = fields(locale);
  const maxLength = (field: 'field.consignee' | 'field.address', max: number) =>
    [(text: string) => rule.hasMaxLength(text, max), { error: f.say('maxLength', { field, max }) }] as const;
  // Every part of the region answers 请输入省市区 when missing (SPEC §8 Region incomplete).
  const regionId = recordId(f.say('regionIncomplete'));
  return {
    consignee: f.requiredText('field.consignee').refine(...maxLength('field.consignee', FIELD_MAX)),
    province: regionId,
    city: regionId,
    county: regionId,
    address: f.requiredText('field.address').refine(...maxLength('field.address', ADDRESS_MAX)),
    mobile: f.mobile(),
    // Optional, but a landline with its area code when given (e.g. 021-62345678).
    phone: z
      .string()
      .trim()
      .optional()
      .refine((text) => text === undefined || rule.isLandline(text), { error: f.say('landline') }),
    isDefault: ticked,
  };
}

/** rest/address/add and the add form. */
export function addAddressSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object(addressFields(locale));
}
export type AddAddressForm = z.infer<ReturnType<typeof addAddressSchema>>;

/** rest/address/update and the edit form: the address's id plus the same fields. */
export function updateAddressSchema(locale: Locale = DEFAULT_LOCALE) {
  const chooseAddress = fields(locale).say('chooseAddress');
  return z.object({
    id: recordId(chooseAddress),
    ...addressFields(locale),
  });
}
export type UpdateAddressForm = z.infer<ReturnType<typeof updateAddressSchema>>;

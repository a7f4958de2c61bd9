import type { SubmissionResult } from '@conform-to/react';
import type { Locale } from '../../../common/messages.ts';
import {
  addAddressSchema,
  updateAddressSchema,
  type AddAddressForm,
  type UpdateAddressForm,
} from '../../../common/areas/addresses/address.ts';
import { addressApi } from './address-api.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import type { RegionChoices } from '../../lib/region-choices.ts';

/**
 * What an action answers to the address form (address-form.tsx):
 * Conform's result, and the region choices for the province and city posted, so
 * the form comes back with the lists that fit what was chosen.
 */
export interface AddressFormReply {
  result: SubmissionResult<string[]>;
  regions: RegionChoices;
}

const regionsOf = (ctx: CallContext, formData: FormData) =>
  loadRegionChoices(ctx, {
    province: formData.get('province'),
    city: formData.get('city'),
    county: formData.get('county'),
  });

/**
 * The 'load cities and counties' button without JavaScript: the same form back,
 * as typed, with the cities of the chosen province and the counties of the chosen
 * city. Nothing is checked and nothing is saved.
 */
export async function reloadAddressRegions(ctx: CallContext, formData: FormData): Promise<AddressFormReply> {
  const typed: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string' && name !== 'intent') typed[name] = value;
  return { result: { initialValue: typed }, regions: await regionsOf(ctx, formData) };
}

/**
 * Checks the posted address form with the contract schema and saves it: a new
 * address, or (`mode` 'edit', the form carrying the id) changes to one. Answers
 * the address's id, or the form's reply when it was refused, by a rule or by the
 * backend; the caller then answers that reply with HTTP 400.
 */
export async function saveAddress(
  ctx: CallContext,
  formData: FormData,
  locale: Locale,
  mode: 'add' | 'edit',
): Promise<{ saved: number } | { refused: AddressFormReply }> {
  const refuse = async (result: SubmissionResult<string[]>) => ({
    refused: { result, regions: await regionsOf(ctx, formData) },
  });
  const submission =
    mode === 'edit' ? checkForm(formData, updateAddressSchema(locale)) : checkForm(formData, addAddressSchema(locale));
  if (submission.status !== 'success') return refuse(submission.reply());
  try {
    return { saved: await save(ctx, submission.value) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refuse(submission.reply({ formErrors: [error.message] }));
  }
}

/** An edit form carries the address's id; an add form has none. Answers the address's id. */
async function save(ctx: CallContext, form: AddAddressForm | UpdateAddressForm): Promise<number> {
  if (!('id' in form)) return addressApi.add(ctx, form);
  await addressApi.update(ctx, form);
  return form.id;
}

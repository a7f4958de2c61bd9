import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { message, type Locale } from '../../../common/messages.ts';
import { ADDRESSES_PER_COMPANY, type Address } from '../../../common/areas/addresses/address.ts';
import { addressApi } from './address-api.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { AddressDelete } from './address-delete.tsx';
import { AddressForm } from './address-form.tsx';
import { AddressTable } from './address-table.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { reloadAddressRegions, saveAddress } from './address-form.server.ts';
import { addressHref } from './address-url.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import { REGION_RELOAD_INTENT } from '../../lib/region-choices.ts';
import { redirectWithToast } from '../../toast.server.ts';
import './addresses.css';
import type { Route } from './+types/user-center.address';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'user.menu.address' };

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'addresses');

type Dialog = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address };

/** The dialog the URL asks for; an edit or delete of an id not in the list is 'missing'. */
function openDialog(search: URLSearchParams, rows: Address[]): Dialog | 'missing' | null {
  const kind = search.has('edit') ? 'edit' : search.has('delete') ? 'delete' : null;
  if (kind) {
    const address = rows.find((row) => row.id === Number(search.get(kind)));
    return address ? { kind, address } : 'missing';
  }
  return search.get('add') ? { kind: 'add' } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  const { list } = await addressApi.list(ctx);
  const dialog = openDialog(url.searchParams, list);
  if (dialog === 'missing') {
    throw await redirectWithToast(request, addressHref(), {
      type: 'error',
      message: message(getLocale(context), 'notFound'),
    });
  }
  // The add / edit form's region lists: the address's own province and city, or provinces only.
  const regions =
    dialog?.kind === 'add' || dialog?.kind === 'edit'
      ? await loadRegionChoices(ctx, dialog.kind === 'edit' ? dialog.address : {})
      : null;
  return { list, dialog, regions };
}

/**
 * Intents: add and edit (the dialog's form), the region picker's reload without
 * JavaScript (the form back with new choices, nothing saved), setDefault (a row's
 * button) and delete (the confirmation step).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === REGION_RELOAD_INTENT) return reloadAddressRegions(ctx, formData);
  if (intent === 'delete' || intent === 'setDefault') return change(ctx, locale, intent, Number(formData.get('id')));
  if (intent !== 'add' && intent !== 'edit') throw data(null, { status: 400 });

  const outcome = await saveAddress(ctx, formData, locale, intent);
  if ('refused' in outcome) return data(outcome.refused, { status: 400 });
  // The list shows the default first, then the newest: a saved address is easy to find.
  return redirectWithToast(request, addressHref(), {
    type: 'success',
    message: message(locale, intent === 'add' ? 'addressAdded' : 'addressUpdated'),
  });
}

async function change(ctx: CallContext, locale: Locale, intent: 'delete' | 'setDefault', id: number) {
  try {
    if (intent === 'delete') await addressApi.remove(ctx, id);
    else await addressApi.setDefault(ctx, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(ctx.request, addressHref(), { type: 'error', message: error.message });
  }
  return redirectWithToast(ctx.request, addressHref(), {
    type: 'success',
    message: message(locale, intent === 'delete' ? 'addressDeleted' : 'addressDefaultSet'),
  });
}

/** Delivery addresses (SPEC §2 收货地址): the table with edit, delete and set default; the add / edit dialog. */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, dialog } = loaderData;
  // After a post the action's choices fit what was posted; otherwise the loader's.
  const regions = actionData?.regions ?? loaderData.regions;
  const close = addressHref();
  return (
    <section aria-labelledby="addresses-title" className="addresses">
      <div className="addresses-head">
        <Title order={1} size="h3" id="addresses-title">
          {t('addresses.title')}
        </Title>
        {dialog?.kind !== 'add' && (
          <Button component={Link} to={addressHref({ add: true })}>
            {t('addresses.add')}
          </Button>
        )}
      </div>
      <Text c="dimmed" size="sm">
        {t('addresses.intro', { max: ADDRESSES_PER_COMPANY })}
      </Text>
      {dialog?.kind === 'add' && regions && (
        <AddressForm key="new" intent="add" cancelHref={close} lastResult={actionData?.result} regions={regions} />
      )}
      {dialog?.kind === 'edit' && regions && (
        <AddressForm
          key={dialog.address.id}
          address={dialog.address}
          intent="edit"
          cancelHref={close}
          lastResult={actionData?.result}
          regions={regions}
        />
      )}
      {dialog?.kind === 'delete' && <AddressDelete address={dialog.address} cancelHref={close} />}
      <AddressTable addresses={list} />
    </section>
  );
}

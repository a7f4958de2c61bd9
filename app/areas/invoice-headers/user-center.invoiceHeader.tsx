import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { message, type Locale } from '../../../common/messages.ts';
import {
  addInvoiceHeaderSchema,
  updateInvoiceHeaderSchema,
  type InvoiceHeader,
} from '../../../common/areas/invoice-headers/invoice-header.ts';
import { invoiceHeaderApi } from './invoice-header-api.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { InvoiceHeaderForm } from './invoice-header-form.tsx';
import { InvoiceHeaderTable } from './invoice-header-table.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { invoiceHeaderHref } from './invoice-header-url.ts';
import { safeRedirect } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import './invoice-headers.css';
import type { Route } from './+types/user-center.invoiceHeader';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'user.menu.invoiceHeader' };

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'invoiceHeader');

type Dialog = { kind: 'add' } | { kind: 'edit'; header: InvoiceHeader };

/** Where a screen that sent the buyer here (the checkout's 'fill in the invoice title') wants them back; only this shop's paths. */
function backOf(search: URLSearchParams | FormData): string | undefined {
  return safeRedirect(search.get('redirectTo'), '') || undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const search = new URL(request.url).searchParams;
  const back = backOf(search);
  const { list } = await invoiceHeaderApi.mine({ request, context });
  const refuse = async (key: 'notFound' | 'invoiceHeaderExists') =>
    redirectWithToast(request, invoiceHeaderHref({}, back), { type: 'error', message: message(locale, key) });
  let dialog: Dialog | null = null;
  if (search.has('edit')) {
    const header = list.find((row) => row.id === Number(search.get('edit')));
    if (!header) throw await refuse('notFound');
    dialog = { kind: 'edit', header };
  } else if (search.get('add')) {
    // SPEC §2: adding only while the company has none; a second one is edited instead.
    if (list.length > 0) throw await refuse('invoiceHeaderExists');
    dialog = { kind: 'add' };
  } else if (back && list.length === 0) {
    // Sent here to fill in the title before ordering: the form is what they came for.
    dialog = { kind: 'add' };
  }
  return { list, dialog, back };
}

/** Two intents: add (only while none exists; the backend refuses a second) and edit. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent !== 'add' && intent !== 'edit') throw data(null, { status: 400 });
  const refusal = intent === 'edit' ? await edit(ctx, formData, locale) : await add(ctx, formData, locale);
  if (refusal) return refusal;
  // Back to the screen that sent the buyer here, if one did (the checkout then shows the new title).
  return redirectWithToast(request, backOf(formData) ?? invoiceHeaderHref(), {
    type: 'success',
    message: message(locale, intent === 'edit' ? 'invoiceHeaderUpdated' : 'invoiceHeaderAdded'),
  });
}

/** Saves the edit form; answers the form's refusal, if any. */
async function edit(ctx: CallContext, formData: FormData, locale: Locale) {
  const submission = checkForm(formData, updateInvoiceHeaderSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await invoiceHeaderApi.update(ctx, submission.value);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return null;
}

/** Saves the add form; answers the form's refusal (a second header, a rule), if any. */
async function add(ctx: CallContext, formData: FormData, locale: Locale) {
  const submission = checkForm(formData, addInvoiceHeaderSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await invoiceHeaderApi.add(ctx, submission.value);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return null;
}

/** Invoice titles (SPEC §2 发票抬头): the company's header, 'add' only while there is none, and its edit dialog. */
export default function InvoiceHeaders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, dialog, back } = loaderData;
  const close = back ?? invoiceHeaderHref();
  return (
    <section aria-labelledby="invoice-headers-title" className="invoice-headers">
      <div className="invoice-headers-head">
        <Title order={1} size="h3" id="invoice-headers-title">
          {t('invoiceHeaders.title')}
        </Title>
        <Group gap="sm">
          {back && (
            <Button component={Link} to={back} variant="default">
              {t('invoiceHeaders.back')}
            </Button>
          )}
          {list.length === 0 && dialog?.kind !== 'add' && (
            <Button component={Link} to={invoiceHeaderHref({ add: true }, back)}>
              {t('invoiceHeaders.add')}
            </Button>
          )}
        </Group>
      </div>
      <Text c="dimmed" size="sm">
        {t('invoiceHeaders.intro')}
      </Text>
      {dialog?.kind === 'add' && (
        <InvoiceHeaderForm key="new" lastResult={actionData?.result} cancelHref={close} redirectTo={back} />
      )}
      {dialog?.kind === 'edit' && (
        <InvoiceHeaderForm
          key={dialog.header.id}
          header={dialog.header}
          lastResult={actionData?.result}
          cancelHref={close}
          redirectTo={back}
        />
      )}
      <InvoiceHeaderTable headers={list} back={back} />
    </section>
  );
}

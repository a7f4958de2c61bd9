import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { Code } from '../../../common/envelope.ts';
import { formValues } from '../../../common/form.ts';
import { message, type Locale } from '../../../common/messages.ts';
import {
  accountListQuery,
  addAccountSchema,
  updateAccountSchema,
  type SubAccount,
} from '../../../common/areas/sub-accounts/sub-account.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { subAccountApi } from './sub-account-api.server.ts';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { SubAccountDelete } from './sub-account-delete.tsx';
import { SubAccountForm } from './sub-account-form.tsx';
import { SubAccountTable } from './sub-account-table.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { subAccountHref } from './sub-account-url.ts';
import { redirectWithToast } from '../../toast.server.ts';
import type { Route } from './+types/user-center.account';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'user.menu.subAccounts' };

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'subAccounts');

/** Passwords never travel back into the page. */
const HIDDEN = ['password', 'confirmPassword'];

type Dialog = { kind: 'add' } | { kind: 'edit'; account: SubAccount } | { kind: 'delete'; account: SubAccount };

/**
 * Only the main account manages sub-accounts (DESIGN.md decision 2), and the
 * backend is what decides it (10030). An approver or purchaser only gets here by a
 * typed or bookmarked URL, since the menu hides the entry from them: they go back
 * to their user home with the reason as an error toast, staying in their own user
 * centre rather than on a dead-end error page.
 */
async function refuseRole(request: Request, locale: Locale) {
  return redirectWithToast(request, '/userCenter/index', {
    type: 'error',
    message: message(locale, 'subAccountsMainOnly'),
  });
}

async function rethrowRole(error: unknown, request: Request, locale: Locale) {
  if (error instanceof ApiError && error.code === Code.roleNotAllowed) throw await refuseRole(request, locale);
}

/** The dialog the URL asks for; an edit or delete of an id not in the rows shown is 'missing'. */
function openDialog(search: URLSearchParams, rows: SubAccount[]): Dialog | 'missing' | null {
  const kind = search.has('edit') ? 'edit' : search.has('delete') ? 'delete' : null;
  if (kind) {
    const account = rows.find((row) => row.id === Number(search.get(kind)));
    return account ? { kind, account } : 'missing';
  }
  return search.get('add') ? { kind: 'add' } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const url = new URL(request.url);
  const query = accountListQuery.parse(formValues(url.searchParams.entries()));
  let rows;
  try {
    rows = await subAccountApi.list({ request, context }, query);
  } catch (error) {
    await rethrowRole(error, request, locale);
    throw error;
  }
  // Past the last page (the last row of a page was deleted): show the last page instead.
  const pages = Math.max(1, Math.ceil(rows.total / query.limit));
  if (query.page > pages) {
    const search = new URLSearchParams(url.searchParams);
    search.set('page', String(pages));
    throw redirect(subAccountHref(search));
  }
  const dialog = openDialog(url.searchParams, rows.list);
  if (dialog === 'missing') {
    throw await redirectWithToast(request, subAccountHref(url.searchParams), {
      type: 'error',
      message: message(locale, 'notFound'),
    });
  }
  return { ...rows, page: query.page, limit: query.limit, dialog };
}

/** Three intents: add and edit (the dialog's form), delete (the confirmation step). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'delete') return remove(ctx, locale, url, Number(formData.get('id')));
  if (intent !== 'add' && intent !== 'edit') throw data(null, { status: 400 });

  const submission =
    intent === 'edit'
      ? checkForm(formData, updateAccountSchema(locale))
      : checkForm(formData, addAccountSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: HIDDEN }));
  try {
    if ('id' in submission.value) await subAccountApi.update(ctx, submission.value);
    else await subAccountApi.add(ctx, submission.value);
  } catch (error) {
    await rethrowRole(error, request, locale);
    return refusedBy(error, submission, HIDDEN);
  }
  // A new sub-account is the newest, so it heads page 1; an edited one stays where it was.
  return intent === 'edit'
    ? redirectWithToast(request, subAccountHref(url.searchParams), {
        type: 'success',
        message: message(locale, 'subAccountUpdated'),
      })
    : redirectWithToast(request, subAccountHref(new URLSearchParams({ limit: url.searchParams.get('limit') ?? '' })), {
        type: 'success',
        message: message(locale, 'subAccountAdded'),
      });
}

async function remove(ctx: CallContext, locale: Locale, url: URL, id: number) {
  const back = subAccountHref(url.searchParams);
  try {
    await subAccountApi.remove(ctx, id);
  } catch (error) {
    await rethrowRole(error, ctx.request, locale);
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(ctx.request, back, { type: 'error', message: error.message });
  }
  return redirectWithToast(ctx.request, back, { type: 'success', message: message(locale, 'subAccountDeleted') });
}

/** Sub-accounts (SPEC §2 子账号管理): the table with its add / edit dialog and a delete confirmation. */
export default function SubAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { list, total, page, limit, dialog } = loaderData;
  const close = subAccountHref(search);
  return (
    <section aria-labelledby="sub-accounts-title" className="sub-accounts">
      <div className="sub-accounts-head">
        <Title order={1} size="h3" id="sub-accounts-title">
          {t('subAccount.title')}
        </Title>
        {dialog?.kind !== 'add' && (
          <Button component={Link} to={subAccountHref(search, { add: true })}>
            {t('subAccount.add')}
          </Button>
        )}
      </div>
      <Text c="dimmed" size="sm">
        {t('subAccount.intro')}
      </Text>
      {dialog?.kind === 'add' && <SubAccountForm key="new" lastResult={actionData?.result} cancelHref={close} />}
      {dialog?.kind === 'edit' && (
        <SubAccountForm
          key={dialog.account.id}
          account={dialog.account}
          lastResult={actionData?.result}
          cancelHref={close}
        />
      )}
      {dialog?.kind === 'delete' && <SubAccountDelete account={dialog.account} cancelHref={close} />}
      <SubAccountTable accounts={list} search={search} />
      {/* While a dialog is open its id must stay on the rows shown, so paging waits until it closes. */}
      {!dialog && <Pagination total={total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />}
    </section>
  );
}

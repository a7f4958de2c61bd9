import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { ExportLinks } from '../../components/export-links.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { ImportTextForm } from './import-forms.tsx';
import { LinesFileForm } from '../../components/form/lines-file-form.tsx';
import { ImportResult } from './import-result.tsx';
import { listAction } from './list-actions.server.ts';
import { ListSettings } from './list-settings.tsx';
import { LinesForm } from './lines-form.tsx';
import { LinesTable } from './lines-table.tsx';
import { purchaseListApi } from './purchase-list-api.server.ts';
import { PURCHASE_LISTS_PATH, purchaseListHref } from './purchase-lists-url.ts';
import './purchase-lists.css';
import type { Route } from './+types/user-center.purchaseLists.$id';

export const handle: ScreenHandle = { breadcrumb: 'purchaseLists.title' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** One of the company's lists; another company's, or none, is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const list = await orNotFound(purchaseListApi.detail({ request, context }, pathId(params)));
  const title = i18nFor(context).getFixedT(getLocale(context))('purchaseLists.detailPageTitle', { name: list.name });
  return { title, list };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  listAction({ request, context }, pathId(params), getLocale(context));

/**
 * A purchase list: its lines to tick and order (or remove), each line's quantity, its exports, and,
 * where the caller may change it, the import, the rename and the delete.
 */
export default function PurchaseList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list } = loaderData;
  const sent = actionData && 'form' in actionData ? actionData : undefined;
  const resultOf = (form: string) => (sent?.form === form && 'result' in sent ? sent.result : undefined);
  const linesResult = resultOf('lines');
  return (
    <section aria-labelledby="purchase-list-title" className="purchase-lists">
      <Title order={1} size="h3" id="purchase-list-title">
        {t('purchaseLists.detailTitle', { name: list.name })}
      </Title>
      <Link to={PURCHASE_LISTS_PATH}>{t('purchaseLists.back')}</Link>
      {!list.editable && (
        <Text c="dimmed" size="sm">
          {t('purchaseLists.readOnly', { owner: list.ownerName })}
        </Text>
      )}
      {sent?.form === 'imported' && 'imported' in sent && <ImportResult imported={sent.imported} />}
      <LinesTable
        lines={list.lines}
        editable={list.editable}
        firstTickFocused={linesResult?.status === 'error'}
        quantityResult={
          sent?.form === 'quantity' && 'goodsId' in sent ? { goodsId: sent.goodsId, result: sent.result } : undefined
        }
      />
      {list.lines.length > 0 && <LinesForm editable={list.editable} lastResult={linesResult} />}
      <ExportLinks
        base={`${purchaseListHref(list.id)}/export`}
        search={new URLSearchParams()}
        label={t('purchaseLists.export')}
        names={{ xlsx: t('purchaseLists.exportXlsx'), csv: t('purchaseLists.exportCsv') }}
      />
      {list.editable && (
        <>
          <ImportTextForm lastResult={resultOf('import')} />
          <LinesFileForm
            id="purchase-list-upload"
            intent="upload"
            lastResult={resultOf('upload')}
            words={{
              title: t('purchaseLists.fileTitle'),
              label: t('purchaseLists.fileLabel'),
              hint: t('purchaseLists.fileHint'),
              submit: t('purchaseLists.fileSubmit'),
            }}
            className="purchase-list-form"
            titleClassName="purchase-lists-subtitle"
          />
          <ListSettings name={list.name} renameResult={resultOf('rename')} />
        </>
      )}
    </section>
  );
}

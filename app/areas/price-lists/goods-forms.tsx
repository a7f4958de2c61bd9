import { useTranslation } from 'react-i18next';
import { goodsIdSchema } from '../../../common/areas/price-lists/console.ts';
import { toLocale } from '../../../common/messages.ts';
import { LinesFileForm } from '../../components/form/lines-file-form.tsx';
import { ActionForm, resultFor } from '../console/index.ts';
import { ImportProblems, problemsIn } from './price-list-forms.tsx';

/** A goods row's 移除 on a price list or a catalogue: one small form per row, named by its goods. */
export function RemoveGoodsForm({
  prefix,
  intent,
  goods,
  actionData,
}: {
  prefix: string;
  intent: string;
  goods: { goodsId: number; code: string };
  actionData: unknown;
}) {
  const { t, i18n } = useTranslation();
  const id = `${prefix}-${goods.goodsId}`;
  return (
    <ActionForm
      id={id}
      intent={intent}
      schema={goodsIdSchema(toLocale(i18n.language))}
      lastResult={resultFor(actionData, id)}
      fields={[]}
      hidden={{ goodsId: goods.goodsId }}
      submit={t('priceListConsole.remove')}
      submitHint={t('priceListConsole.removeHint', { code: goods.code })}
      tone="danger"
      compact
    />
  );
}

/** A file of goods (codes, with prices for a list) imported all or nothing, with every bad line named above it. */
export function GoodsFileImport({ title, hint, actionData }: { title: string; hint: string; actionData: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      <ImportProblems problems={problemsIn(actionData)} />
      <LinesFileForm
        id="import"
        intent="import"
        lastResult={resultFor(actionData, 'import')}
        words={{ title, label: t('priceListConsole.importLabel'), hint, submit: t('priceListConsole.importSubmit') }}
        className="price-list-import"
        titleClassName="price-list-import-title"
      />
    </>
  );
}

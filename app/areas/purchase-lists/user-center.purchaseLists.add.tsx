import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { addAction } from './add-actions.server.ts';
import { AddForm } from './add-form.tsx';
import { PURCHASE_LISTS_PATH } from './purchase-lists-url.ts';
import './purchase-lists.css';
import type { Route } from './+types/user-center.purchaseLists.add';

export const handle: ScreenHandle = { breadcrumb: 'purchaseListAdd.title' };

export const action = ({ request, context }: Route.ActionArgs) => addAction({ request, context }, getLocale(context));

/** 加入常购清单: the goods another screen posted, and the list they go into; visited by address, the way to the lists. */
export default function AddToList({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="purchase-list-add-title" className="purchase-lists">
      <Title order={1} size="h3" id="purchase-list-add-title">
        {t('purchaseListAdd.title')}
      </Title>
      {actionData ? (
        <AddForm choice={actionData} />
      ) : (
        <Link to={PURCHASE_LISTS_PATH}>{t('purchaseListAdd.noGoods')}</Link>
      )}
    </section>
  );
}

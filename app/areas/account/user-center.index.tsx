import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { label } from '../../../common/status-label.ts';
import { OrderTiles } from '../orders/index.ts';
import { orderApi } from '../orders/index.server.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { formatPayable } from '../../lib/price.ts';
import type { loader as layoutLoader } from '../../frames/user-center.tsx';
import type { Route } from './+types/user-center.index';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'user.index' };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { counts: await orderApi.counts({ request, context }) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'userHome');

/** User home (SPEC §2): username, company name, account type, the credit available and used, and the order tiles. */
export default function UserHome({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const data = useRouteLoaderData<typeof layoutLoader>('frames/user-center');
  if (!data) return null;
  const { user } = data;
  return (
    <section aria-labelledby="user-home-title" className="user-home">
      <Title order={1} size="h3" id="user-home-title">
        {t('user.index')}
      </Title>
      <dl className="user-summary">
        <div>
          <dt>{t('user.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{t('user.company')}</dt>
          <dd>
            {user.companyName}{' '}
            {user.certified ? (
              <span className="state-tag is-ok">{t('user.certified')}</span>
            ) : user.customerAccountType === CustomerAccountType.main ? (
              <Link to="/userCenter/corpcert">{t('user.certifyNow')}</Link>
            ) : (
              <span className="state-tag">{t('user.notCertified')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('user.accountType')}</dt>
          <dd>{label('accountType', user.customerAccountType, toLocale(i18n.language))}</dd>
        </div>
        <div>
          <dt>{t('user.quota')}</dt>
          <dd>
            {t('common.yuan', { amount: formatPayable(user.quota) })}{' '}
            <Link to="/userCenter/credit">{t('user.creditDetail')}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('user.usedQuota')}</dt>
          <dd>{t('common.yuan', { amount: formatPayable(user.usedQuota) })}</dd>
        </div>
      </dl>
      <OrderTiles counts={loaderData.counts} />
    </section>
  );
}

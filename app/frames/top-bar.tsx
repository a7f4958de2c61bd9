import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { HOTLINE } from '../../common/constants.ts';
import { useViewer } from '../root-data.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The thin bar above every frame: greeting or login/register, my centre, my orders, language, hotline. */
export function TopBar() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="top-bar">
      <div className="frame-width top-bar-inner">
        <nav className="top-bar-greeting" aria-label={t('a11y.account')}>
          {viewer ? (
            <>
              <span>{t('topbar.hello', { username: viewer.username })}</span>
              {/* Logout changes state, so it is a POST (DESIGN.md: no state changes on GET). */}
              <Form method="post" action="/home/logout" className="inline-form" reloadDocument>
                <button type="submit" className="link-button">
                  {t('topbar.logout')}
                </button>
              </Form>
            </>
          ) : (
            <>
              <span>{t('topbar.welcome')}</span>
              <Link to={`/home/login?redirectTo=${encodeURIComponent(here)}`}>{t('topbar.login')}</Link>
              <Link to="/home/register">{t('topbar.register')}</Link>
            </>
          )}
        </nav>
        <nav className="top-bar-links" aria-label={t('topbar.myCentre')}>
          <Link to="/userCenter/index">{t('topbar.myCentre')}</Link>
          <Link to="/userCenter/order">{t('topbar.myOrders')}</Link>
          <LanguageSwitch />
          <span>
            {t('topbar.hotline')} {HOTLINE}
          </span>
        </nav>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LinkButton, Title } from '../components/mantine-markup.tsx';

/**
 * What an approver or purchaser sees on a screen only the main account may use (企业认证, 我的合同,
 * 对账单): the screen's place in their own user centre, named by the breadcrumb, with the reason
 * and the way back, instead of an error page without the frame.
 */
export function MainAccountOnly() {
  const { t } = useTranslation();
  return (
    <section className="main-account-only" aria-labelledby="main-account-only-title">
      <Title size="h3" id="main-account-only-title">
        {t('error.mainAccountOnly')}
      </Title>
      <p className="main-account-only-reason" role="alert">
        {t('error.mainAccountOnlyDetail')}
      </p>
      {/* A plain link: after an error the page may have no working scripts. */}
      <LinkButton href="/userCenter/index" variant="default">
        {t('error.backUserHome')}
      </LinkButton>
    </section>
  );
}

import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a reviewer or purchaser sees on a screen only the main account may use (企业认证, 我的合同,
 * 对账单): the screen's place in their own user centre, named by the breadcrumb, with the reason
 * and the way back, instead of an error page without the frame.
 */
export function MainAccountOnly() {
  const { t } = useTranslation();
  return (
    <section className="main-account-only" aria-labelledby="main-account-only-title">
      <Stack align="flex-start" gap="md">
        <Title order={1} size="h3" id="main-account-only-title">
          {t('error.mainAccountOnly')}
        </Title>
        <Alert color="orange">{t('error.mainAccountOnlyDetail')}</Alert>
        {/* A plain link: after an error the page may have no working scripts. */}
        <Button component="a" href="/userCenter/index" variant="default">
          {t('error.backUserHome')}
        </Button>
      </Stack>
    </section>
  );
}

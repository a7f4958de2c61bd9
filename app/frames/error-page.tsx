import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The error page of SPEC §2: code (default 404), message (default 'the page does not exist'), a way home. */
export function ErrorPage({ code = 404, message }: { code?: number; message?: string }) {
  const { t } = useTranslation();
  return (
    <main className="error-page" aria-labelledby="error-title">
      <Stack align="center" gap="md">
        <Text className="error-code" aria-hidden="true">
          {code}
        </Text>
        <Title order={1} id="error-title">
          {message || (code === 404 ? t('error.notFound') : t('error.title'))}
        </Title>
        <Text c="dimmed">{t('error.code', { code })}</Text>
        {/* A plain link: after an error the page may have no working scripts. */}
        <Button component="a" href="/home/index">
          {t('error.backHome')}
        </Button>
      </Stack>
    </main>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';

/**
 * The error page of SPEC §2: code (default 404), message (default 'the page does not exist'), a way home.
 * On its own it is the page's main landmark; inside a frame (`inFrame`) the frame's <main> holds it.
 */
export function ErrorPage({
  code = 404,
  message,
  inFrame = false,
}: {
  code?: number;
  message?: string;
  inFrame?: boolean;
}) {
  const { t } = useTranslation();
  const Landmark = inFrame ? 'section' : 'main';
  return (
    <Landmark className="error-page" aria-labelledby="error-title">
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
    </Landmark>
  );
}

/** A route's error as the error page: a thrown response says its status, anything else is a 500. */
export function RouteErrorPage({ error, inFrame }: { error: unknown; inFrame?: boolean }) {
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        code={error.status}
        message={typeof error.data === 'string' ? error.data : undefined}
        inFrame={inFrame}
      />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorPage
      code={500}
      message={error instanceof Error && import.meta.env.DEV ? error.message : undefined}
      inFrame={inFrame}
    />
  );
}

/** The status a route's error shows, for its page's title. */
export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeliveryLog } from './delivery-log.tsx';
import type { DeliveryRow, EndpointRow } from './webhook-api.server.ts';

export type ConsoleWebhookEndpoints = (EndpointRow & { deliveries: DeliveryRow[] })[];

/**
 * The console's read-only panel of a company's webhook endpoints and their last deliveries, with
 * 重新发送 (posted to the page that shows it: `intent=webhookResend`'s handler is
 * resendFromConsole in index.server.ts). Staff never see secrets and cannot add, rotate or delete.
 */
export function ConsoleWebhooks({ endpoints, canResend }: { endpoints: ConsoleWebhookEndpoints; canResend: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="console-webhooks-title">
      <Title order={2} size="h4" id="console-webhooks-title">
        {t('webhooks.title')}
      </Title>
      {endpoints.length === 0 && <Text>{t('webhooks.empty')}</Text>}
      {endpoints.map((endpoint) => (
        <div key={endpoint.id}>
          <Text size="sm">
            {endpoint.enabled
              ? t('webhooks.on')
              : endpoint.disabledReason
                ? t('webhooks.offReason', { reason: endpoint.disabledReason })
                : t('webhooks.off')}
          </Text>
          <DeliveryLog
            title={t('webhooks.logOf', { url: endpoint.url })}
            deliveries={endpoint.deliveries}
            endpointId={endpoint.id}
            canResend={canResend}
          />
        </div>
      ))}
    </section>
  );
}

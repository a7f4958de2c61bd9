import { Button, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { typeKey } from './type-key.ts';
import { Form } from 'react-router';
import type { DeliveryRow } from './webhook-api.server.ts';

const time = (ms: number) => new Date(ms).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * An endpoint's deliveries, newest first, each try with its answer, and 重新发送 (a new delivery of
 * the same event, so the same webhook-id). The user centre and the console both show it; the form
 * posts to the route that renders it, with `intent=resend`, `id` the delivery and `endpoint`.
 */
export function DeliveryLog({
  title,
  deliveries,
  endpointId,
  canResend = true,
}: {
  title: string;
  deliveries: DeliveryRow[];
  endpointId: number;
  /** Staff whose roles may not resend read the log without the button. */
  canResend?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = `webhook-log-${endpointId}`;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {deliveries.length === 0 ? (
        <Text>{t('webhooks.noLog')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('webhooks.event')}</Table.Th>
                <Table.Th scope="col">{t('webhooks.state')}</Table.Th>
                <Table.Th scope="col">{t('webhooks.tries')}</Table.Th>
                <Table.Th scope="col">{t('webhooks.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>
                    {t(`webhooks.type.${typeKey(delivery.type)}` as 'webhooks.type.order_paid')}
                    <Text size="xs" c="dimmed">
                      {delivery.eventId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`webhooks.delivery.${delivery.state}` as 'webhooks.delivery.queued')}</Table.Td>
                  <Table.Td>
                    <ol>
                      {delivery.tries.map((attempt, index) => (
                        <li key={index}>
                          {t('webhooks.tryLine', {
                            time: time(attempt.startedAt),
                            status: attempt.status ?? attempt.error ?? t('webhooks.noAnswer'),
                            duration: attempt.durationMs,
                          })}
                          {attempt.response && (
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {attempt.response.slice(0, 200)}
                            </Text>
                          )}
                        </li>
                      ))}
                    </ol>
                  </Table.Td>
                  <Table.Td>
                    {canResend && (
                      <Form method="post">
                        <input type="hidden" name="id" value={delivery.id} />
                        <input type="hidden" name="endpoint" value={endpointId} />
                        <Button type="submit" name="intent" value="resend" size="xs" variant="default">
                          {t('webhooks.resend')}
                        </Button>
                      </Form>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

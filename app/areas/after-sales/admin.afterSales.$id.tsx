import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AFTER_SALE_ACTION_RULES, inspectSchema, refundSchema } from '../../../common/areas/after-sales/console.ts';
import { STAFF_AFTER_SALE_ACTIONS, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { noteSchema, reasonSchema, shipSchema } from '../../../common/console.ts';
import { STAFF_ACTIONS, staffMay } from '../../../common/areas/staff/permissions.ts';
import { toLocale, type Locale } from '../../../common/messages.ts';
import { wireTime } from '../../../common/time.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ActionForm, type ActionField, resultFor, AuditTimeline } from '../console/index.ts';
import { AfterSaleFacts, AfterSaleProgress } from './after-sale-facts.tsx';
import { AfterSaleHandling, refundRoute } from './console-after-sale-facts.tsx';
import { runConsoleAction } from '../console/index.server.ts';
import { consoleAfterSaleApi } from './console-api.server.ts';
import type { Route } from './+types/admin.afterSales.$id';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleAfterSale', { no: data?.afterSale.afterSaleNo ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { afterSale: await orNotFound(consoleAfterSaleApi.afterSale({ request, context }, pathId(params))) };
}

/**
 * Each action's form schema, the shared one: a refund asks for the transfer's date and serial
 * unless it goes back to a credit quota (`byTransfer` false).
 */
const schemaOf = (action: StaffAfterSaleAction, locale: Locale, byTransfer: boolean): z.ZodType =>
  ({
    approve: noteSchema,
    reject: reasonSchema,
    receive: inspectSchema,
    shipReplacement: shipSchema,
    refund: (l: Locale) => refundSchema(l, byTransfer),
  })[action](locale);

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as StaffAfterSaleAction;
  if (!STAFF_AFTER_SALE_ACTIONS.includes(intent)) throw new Response(null, { status: 400 });
  const seen = String(formData.get('seen') ?? '');
  // As the backend reads it: the page shows the transfer's fields only when the refund needs them.
  const byTransfer = formData.has('date') || formData.has('serial');
  return runConsoleAction(request, formData, {
    schema: schemaOf(intent, locale, byTransfer),
    act: (value) => {
      // The amount goes back to the wire as the yuan the staff member typed.
      const amount = intent === 'refund' ? { amount: formData.get('amount') } : {};
      return consoleAfterSaleApi.afterSaleAct({ request, context }, id, intent, {
        ...(value as Record<string, unknown>),
        ...amount,
        seen,
      });
    },
  });
}

/**
 * One after-sale: whose it is and where its refund goes, the record and evidence its company
 * reads too, the progress the buyer reads, the actions the staff member's roles allow in its
 * state (each a plain form) and its audit trail.
 */
export default function ConsoleAfterSaleScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { afterSale } = loaderData;
  const { record } = afterSale;
  const staff = useStaff();
  const actions = afterSale.actions.filter((action) => staffMay(staff.roles, AFTER_SALE_ACTION_RULES[action].right));
  // Who the next step waits for, when it is not this staff member (admin may always act).
  const waitsFor = [
    ...new Set(afterSale.actions.flatMap((action) => STAFF_ACTIONS[AFTER_SALE_ACTION_RULES[action].right])),
  ];
  const byTransfer = refundRoute(afterSale) !== 'credit';
  // What the buyer asked for, unless less is left on the line by now; the backend takes whole fen.
  const refundDue = formatPayable(Math.min(record.refundAmount, afterSale.refundableAmount));
  const fieldsOf: Record<StaffAfterSaleAction, ActionField[]> = {
    approve: [{ name: 'note', label: t('consoleAfterSale.approveNote'), type: 'textarea' }],
    reject: [{ name: 'reason', label: t('consoleAfterSale.rejectReasonLabel'), type: 'textarea' }],
    receive: [{ name: 'note', label: t('consoleAfterSale.inspection'), type: 'textarea' }],
    shipReplacement: [
      { name: 'carrier', label: t('afterSales.carrier') },
      { name: 'trackingNo', label: t('afterSales.trackingNo') },
    ],
    refund: [
      {
        name: 'amount',
        label: t('consoleAfterSale.refundAmount'),
        type: 'number',
        defaultValue: refundDue,
        description: t('consoleAfterSale.refundableHint', { amount: formatPayable(afterSale.refundableAmount) }),
      },
      ...(byTransfer
        ? ([
            {
              name: 'date',
              label: t('afterSales.refundDate'),
              type: 'date',
              defaultValue: wireTime(Date.now()).slice(0, 10),
            },
            { name: 'serial', label: t('consoleAfterSale.refundSerial') },
          ] satisfies ActionField[])
        : []),
    ],
  };
  return (
    <section aria-labelledby="after-sale-title">
      <Title order={1} size="h3" id="after-sale-title">
        {t('afterSales.no')} {afterSale.afterSaleNo}
      </Title>
      <AfterSaleHandling detail={afterSale} />
      <AfterSaleFacts
        record={record}
        orderHref={`/admin/orders/${afterSale.orderId}`}
        imageHref={(path) => `/admin/attachment/${encodeURIComponent(path)}`}
      />
      {actions.length > 0 && (
        <div className="console-actions">
          {actions.map((action) => (
            <ActionForm
              key={action}
              id={`after-sale-${action}`}
              intent={action}
              seen={afterSale.status}
              schema={schemaOf(action, locale, byTransfer)}
              lastResult={resultFor(actionData, `after-sale-${action}`)}
              fields={fieldsOf[action]}
              submit={t(`consoleAfterSale.${action}`)}
              tone={action === 'reject' ? 'danger' : 'primary'}
              extra={
                action === 'refund' && !byTransfer ? <Text size="sm">{t('consoleAfterSale.creditHint')}</Text> : null
              }
            />
          ))}
        </div>
      )}
      {actions.length === 0 && waitsFor.length > 0 && (
        <Text>
          {t('consoleAfterSale.waitsFor', { roles: waitsFor.map((role) => t(`console.role.${role}`)).join('、') })}
        </Text>
      )}
      <AfterSaleProgress
        events={record.timeline}
        byName={(by) => t(`consoleAfterSale.by.${by as 'buyer'}`, { defaultValue: by })}
      />
      <AuditTimeline entries={afterSale.audit} headingId="after-sale-trail" />
      <p>
        <Link to="/admin/afterSales">{t('afterSales.backToList')}</Link>
      </p>
    </section>
  );
}

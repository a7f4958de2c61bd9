import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useSearchParams } from 'react-router';
import { shipBackSchema } from '../../../common/areas/after-sales/after-sale.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { DeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { useFocusOnArrival } from '../../lib/focus-on-arrival.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ApiError } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { attachmentHref } from '../files/index.ts';
import { afterSaleApi } from './after-sale-api.server.ts';
import { AfterSaleFacts, AfterSaleProgress } from './after-sale-facts.tsx';
import { afterSaleInfoHref, afterSaleListHref, afterSaleSlipHref, afterSaleSlipPdfHref } from './after-sale-url.ts';
import './after-sales.css';
import type { Route } from './+types/user-center.afterSaleInfo.$id';

export const handle: ScreenHandle = { breadcrumb: 'afterSales.infoTitle' };
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'afterSaleInfo');

/** `?confirm=withdraw` and `?confirm=confirm`: the confirmation steps, page states of their own. */
const CONFIRMABLE = ['withdraw', 'confirm'] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { record: await orNotFound(afterSaleApi.info({ request, context }, pathId(params))) };
}

/** The buyer's steps: withdraw and confirm (each after its confirmation), and the return parcel. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = { request, context };
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const here = afterSaleInfoHref(id);
  if (intent === 'shipBack') {
    const submission = checkForm(formData, shipBackSchema(locale));
    if (submission.status !== 'success') return invalid(submission.reply());
    try {
      await afterSaleApi.shipBack(ctx, id, submission.value);
    } catch (error) {
      return refusedBy(error, submission);
    }
    return redirectWithToast(request, here, { type: 'success', message: message(locale, 'afterSaleShippedBack') });
  }
  if (intent !== 'withdraw' && intent !== 'confirm') throw data(null, { status: 400 });
  try {
    if (intent === 'withdraw') await afterSaleApi.withdraw(ctx, id);
    else await afterSaleApi.confirm(ctx, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(request, here, { type: 'error', message: error.message });
  }
  const done = intent === 'withdraw' ? 'afterSaleWithdrawn' : 'afterSaleConfirmed';
  return redirectWithToast(request, here, { type: 'success', message: message(locale, done) });
}

/**
 * One after-sale (SPEC §2 after-sale detail): every SPEC §3 field, the evidence, the
 * progress newest first, and the buyer's next allowed step — withdraw (1, 2), the return parcel
 * (2, goods coming back), confirm receipt (4) — and the RMA slip for the parcel.
 */
export default function AfterSaleInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [search] = useSearchParams();
  const { record } = loaderData;
  const asked = search.get('confirm');
  const confirming = CONFIRMABLE.find((each) => each === asked && record.actions.includes(each));
  const here = afterSaleInfoHref(record.id);
  const orderPage = `/container/orderInfo/${record.orderId}`;
  const [shipForm, shipFields] = useForm({
    id: 'ship-back',
    lastResult: actionData?.result,
    defaultValue: { carrier: record.returnCarrier ?? '', trackingNo: record.returnTrackingNo ?? '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipBackSchema(locale) }),
  });
  // Arriving from the application (or a step here) whose button went away, the heading takes focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <section aria-labelledby="after-sale-title" className="after-sale-info">
      <Title order={1} size="h3" id="after-sale-title" ref={heading} tabIndex={-1}>
        {t('afterSales.infoTitle')} {record.afterSaleNo}
      </Title>
      {confirming && (
        <DeleteConfirmation
          titleId="after-sale-confirm-title"
          title={t(confirming === 'withdraw' ? 'afterSales.withdrawTitle' : 'afterSales.confirmTitle')}
          intent={confirming}
          tone={confirming === 'withdraw' ? 'danger' : 'primary'}
          confirmLabel={t(confirming === 'withdraw' ? 'afterSales.withdrawConfirm' : 'afterSales.confirmYes')}
          cancelLabel={t('afterSales.cancel')}
          cancelHref={here}
        >
          <Text>
            {t(confirming === 'withdraw' ? 'afterSales.withdrawQuestion' : 'afterSales.confirmQuestion', {
              no: record.afterSaleNo,
            })}
          </Text>
        </DeleteConfirmation>
      )}
      <Group gap="sm" my="sm">
        {record.actions.includes('withdraw') && (
          <Button component={Link} to={`${here}?confirm=withdraw`} variant="default" color="red">
            {t('afterSales.withdraw')}
          </Button>
        )}
        {record.actions.includes('confirm') && (
          <Button component={Link} to={`${here}?confirm=confirm`}>
            {t('afterSales.confirm')}
          </Button>
        )}
        {record.deliveryCenter && (
          <>
            <Button component={Link} to={afterSaleSlipHref(record.id)} variant="default">
              {t('afterSales.slip')}
            </Button>
            <Button component="a" href={afterSaleSlipPdfHref(record.id)} variant="subtle">
              {t('afterSales.slipPdf')}
            </Button>
          </>
        )}
        <Button component={Link} to={orderPage} variant="subtle">
          {t('afterSales.order')}
        </Button>
      </Group>
      {record.actions.includes('shipBack') && (
        <section aria-labelledby="ship-back-title" className="dialog-panel">
          <h2 id="ship-back-title">{t('afterSales.shipBackTitle')}</h2>
          <Text size="sm">{t('afterSales.shipBackHint')}</Text>
          <Text size="sm">
            {t('afterSales.deliveryCenter')}：{record.deliveryCenter}
          </Text>
          <Form method="post" {...getFormProps(shipForm)} aria-labelledby="ship-back-title">
            <input type="hidden" name="intent" value="shipBack" />
            <Stack gap="xs" maw={420}>
              <FormAlert form={shipForm} />
              <TextField field={shipFields.carrier} label={t('afterSales.carrier')} maxLength={30} />
              <TextField field={shipFields.trackingNo} label={t('afterSales.trackingNo')} maxLength={40} />
              <Group>
                <Button type="submit">{t('afterSales.shipBackSave')}</Button>
              </Group>
            </Stack>
          </Form>
        </section>
      )}
      <AfterSaleFacts record={record} orderHref={orderPage} imageHref={attachmentHref} />
      <AfterSaleProgress
        events={record.timeline}
        byName={(by) => t(`afterSales.by.${by as 'buyer'}`, { defaultValue: by })}
      />
      <p>
        <Link to={afterSaleListHref()}>{t('afterSales.backToList')}</Link>
      </p>
    </section>
  );
}

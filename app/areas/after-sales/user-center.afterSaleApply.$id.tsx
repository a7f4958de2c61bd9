import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { z } from 'zod';
import { EVIDENCE_IMAGES_MAX, REMARK_MAX } from '../../../common/constants.ts';
import {
  AFTER_SALE_REASONS,
  APPLY_EVIDENCE,
  afterSaleApplySchema,
  GOODS_STATUSES,
  NEW_ADDRESS,
  RefundType,
  ReturnType,
} from '../../../common/areas/after-sales/after-sale.ts';
import { refundsMoney } from '../../../common/areas/after-sales/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { ChoiceField } from '../../components/form/choice-field.tsx';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import { filesApi } from '../files/index.server.ts';
import { ImageField } from '../files/index.ts';
import { afterSaleApi } from './after-sale-api.server.ts';
import { evidenceSlot, type ApplyShape } from './apply-fields.ts';
import { PickupAddress } from './pickup-address.tsx';
import { postApplyForm, type ApplyFormReply } from './apply-form.server.ts';
import './after-sales.css';
import type { Route } from './+types/user-center.afterSaleApply.$id';

export const handle: ScreenHandle = { breadcrumb: 'afterSales.applyTitle' };
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'afterSaleApply');

/** The line (another company's is the 404 page), a form id for its evidence, and the region lists. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const info = await orNotFound(afterSaleApi.applyInfo(ctx, pathId(params)));
  const [formId, regions] = await Promise.all([filesApi.formId(ctx), loadRegionChoices(ctx)]);
  return { info, formId, regions };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = { request, context };
  const info = await orNotFound(afterSaleApi.applyInfo(ctx, pathId(params)));
  const form = await request.formData();
  const posted = await postApplyForm(ctx, form, {
    locale: getLocale(context),
    allowed: Math.max(1, info.allowedQuantity),
    formId: String(form.get('formId') ?? ''),
  });
  if (posted instanceof Response) return posted;
  return data<ApplyFormReply>(posted.reply, { status: posted.status });
}

/**
 * 申请售后 for one order line (SPEC §3 application form, §5): the type among those still
 * open, the quantity up to what the line allows, the reason and the goods' state, up to five
 * evidence images, the refund route for a return, and where the goods are picked up (or the
 * replacement goes): one of the company's addresses or a new one. One multipart form.
 */
export default function AfterSaleApply({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const hydrated = useHydrated();
  const { info, formId } = loaderData;
  const regions = actionData?.regions ?? loaderData.regions;
  const schema = afterSaleApplySchema(locale, Math.max(1, info.allowedQuantity));
  const [form, anyFields] = useForm({
    id: 'after-sale-apply',
    lastResult: actionData?.result,
    defaultValue: {
      orderItemId: String(info.orderItemId),
      goodsQuantity: String(info.allowedQuantity),
      refundType: RefundType.original,
      returnType: ReturnType.shipBack,
      addressId: info.addresses[0] ? String(info.addresses[0].id) : NEW_ADDRESS,
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      // Deleting an image or loading regions is not the application's submit.
      const intent = String(formData.get('intent') ?? 'submit');
      return parseWithZod(formData, { schema: intent === 'submit' ? schema : z.unknown() });
    },
  });
  // The schema's output (numbers, lists) is not what the fields hold: text as posted.
  const fields = anyFields as unknown as ReturnType<typeof useForm<ApplyShape>>[1];
  const type = Number(fields.afterSaleType.value ?? fields.afterSaleType.initialValue ?? 0);
  const returnType = fields.returnType.value ?? fields.returnType.initialValue;
  const addressId = fields.addressId.value ?? fields.addressId.initialValue ?? NEW_ADDRESS;
  // With JavaScript the form shows only what the choices need; without it everything, with hints.
  const shows = (needed: boolean) => !hydrated || needed;
  const evidence = [fields.evidence.initialValue ?? []].flat().map((path) => String(path ?? ''));
  if (info.types.length === 0 || info.allowedQuantity === 0) {
    return (
      <section aria-labelledby="apply-title" className="after-sale-apply">
        <Title order={1} size="h3" id="apply-title">
          {t('afterSales.applyTitle')}
        </Title>
        <Text>{t('afterSales.noneOpen')}</Text>
        <Button component={Link} to={`/container/orderInfo/${info.orderId}`} variant="default">
          {t('afterSales.order')}
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="apply-title" className="after-sale-apply">
      <Title order={1} size="h3" id="apply-title">
        {t('afterSales.applyTitle')}
      </Title>
      <div className="after-sale-line" aria-label={t('afterSales.line')} role="group">
        <img src={info.goodsImage} alt="" width={64} height={64} />
        <div>
          <div>{info.goodsName}</div>
          <Text size="sm" c="dimmed">
            {t('afterSales.orderNo')} {info.orderNo} · {t('afterSales.bought', { n: info.goodsQuantity })} ·{' '}
            {t('afterSales.allowed', { n: info.allowedQuantity })}
          </Text>
          <Text size="sm">
            {info.types
              .map(({ type: each, until }) =>
                t('afterSales.until', { type: label('afterSaleType', each, locale), date: until ?? '' }),
              )
              .join('；')}
          </Text>
        </div>
      </div>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-labelledby="apply-title">
        <DefaultSubmit value="submit" />
        <input type="hidden" name="orderItemId" value={info.orderItemId} />
        <input type="hidden" name="formId" value={formId} />
        <Stack gap="md" maw={640} mt="md">
          <FormAlert form={form} />
          <ChoiceField
            field={fields.afterSaleType}
            label={t('afterSales.type')}
            options={info.types.map(({ type: each }) => [String(each), label('afterSaleType', each, locale)] as const)}
          />
          <TextInput
            {...getInputProps(fields.goodsQuantity, { type: 'number', ariaAttributes: true })}
            key={fields.goodsQuantity.key}
            required={undefined}
            withAsterisk
            label={t('afterSales.quantity')}
            description={t('afterSales.allowed', { n: info.allowedQuantity })}
            min={1}
            max={info.allowedQuantity}
            error={fields.goodsQuantity.errors?.[0]}
          />
          <NativeSelect
            {...getInputProps(fields.reason, { type: 'text', ariaAttributes: true })}
            key={fields.reason.key}
            required={undefined}
            withAsterisk
            label={t('afterSales.reasonLabel')}
            error={fields.reason.errors?.[0]}
            data={[
              { value: '', label: t('afterSales.chooseReason') },
              ...AFTER_SALE_REASONS.map((reason) => ({
                value: reason,
                label: label('afterSaleReason', reason, locale),
              })),
            ]}
          />
          <ChoiceField
            field={fields.goodsStatus}
            label={t('afterSales.goodsStatus')}
            options={GOODS_STATUSES.map((value) => [value, label('goodsStatus', value, locale)] as const)}
          />
          <ChoiceField
            field={fields.applyEvidence}
            label={t('afterSales.applyEvidence')}
            required={false}
            options={APPLY_EVIDENCE.map((value) => [value, label('applyEvidence', value, locale)] as const)}
          />
          <Textarea
            {...getTextareaProps(fields.remark, { ariaAttributes: true })}
            key={fields.remark.key}
            label={t('afterSales.remark')}
            description={t('afterSales.remarkHint')}
            error={fields.remark.errors?.[0]}
            maxLength={REMARK_MAX}
            autosize
            minRows={3}
          />
          <fieldset className="choice-field">
            <legend>{t('afterSales.evidence')}</legend>
            <div className="after-sale-evidence">
              {Array.from({ length: EVIDENCE_IMAGES_MAX }, (_, index) => (
                <ImageField
                  key={`${index}-${evidence[index] ?? ''}`}
                  name="evidence"
                  slot={evidenceSlot(index)}
                  doctype="evidence"
                  label={t('afterSales.evidenceSlot', { n: index + 1 })}
                  path={evidence[index] ?? ''}
                  formId={formId}
                  required={false}
                  errorId={`${evidenceSlot(index)}-error`}
                  error={index === 0 ? fields.evidence.errors?.[0] : undefined}
                />
              ))}
            </div>
          </fieldset>
          {shows(refundsMoney(type)) && (
            <>
              <ChoiceField
                field={fields.refundType}
                label={t('afterSales.refundType')}
                options={[
                  [RefundType.original, label('refundType', RefundType.original, locale)],
                  ...(info.payTypeId === PayType.credit
                    ? []
                    : [[RefundType.account, label('refundType', RefundType.account, locale)] as const]),
                ]}
              />
              {shows((fields.refundType.value ?? fields.refundType.initialValue) === RefundType.account) && (
                <TextField
                  field={fields.refundTo}
                  label={t('afterSales.refundTo')}
                  description={t('afterSales.refundToHint')}
                  maxLength={60}
                />
              )}
              <Text size="sm" c="dimmed">
                {t('afterSales.unitRefund', { amount: info.unitRefund.toFixed(2) })}
              </Text>
            </>
          )}
          <ChoiceField
            field={fields.returnType}
            label={t('afterSales.returnType')}
            options={[
              [ReturnType.shipBack, label('returnType', ReturnType.shipBack, locale)],
              [ReturnType.pickup, label('returnType', ReturnType.pickup, locale)],
            ]}
          />
          {shows(returnType === ReturnType.pickup) && (
            <TextInput
              {...getInputProps(fields.pickupDate, { type: 'date', ariaAttributes: true })}
              key={fields.pickupDate.key}
              label={t('afterSales.pickupDate')}
              description={hydrated ? undefined : t('afterSales.pickupDateHint')}
              error={fields.pickupDate.errors?.[0]}
            />
          )}
          <PickupAddress
            fields={fields}
            addresses={info.addresses}
            regions={regions}
            typing={shows(addressId === NEW_ADDRESS)}
            hydrated={hydrated}
          />
          <Text size="sm">
            {t('afterSales.deliveryCenter')}：{info.deliveryCenter}
          </Text>
          <Group gap="sm">
            <Button type="submit" name="intent" value="submit">
              {t('afterSales.submit')}
            </Button>
            <Button component={Link} to={`/container/orderInfo/${info.orderId}`} variant="subtle">
              {t('afterSales.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}

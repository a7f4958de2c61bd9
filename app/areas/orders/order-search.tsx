import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { orderSearchSchema } from '../../../common/areas/orders/order.ts';
import { listHref } from '../../lib/goods-list-url.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';

/**
 * Search by order number (SPEC §2, §5): a GET form, so a search is a link. An
 * empty number is refused with 'please enter order number' — in the browser by
 * the schema, and by the loader with the same schema when scripts are off. The
 * chosen tab and page size stay; the page goes back to the first.
 */
export function OrderSearch({
  orderNo,
  lastResult,
}: {
  orderNo: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const schema = orderSearchSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: 'order-search',
    lastResult,
    defaultValue: { orderNo },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const kept = ['status', 'limit'].flatMap((key) => {
    const value = search.get(key);
    return value ? [[key, value] as const] : [];
  });
  return (
    <Form method="get" {...getFormProps(form)} role="search" aria-label={t('orders.search')} className="order-search">
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <TextField
        field={fields.orderNo}
        label={t('orders.searchLabel')}
        type="search"
        autoComplete="off"
        maxLength={40}
      />
      <Button type="submit">{t('orders.searchSubmit')}</Button>
      {orderNo && <Link to={listHref(search, { orderNo: null })}>{t('orders.clearSearch')}</Link>}
      <FormAlert form={form} />
    </Form>
  );
}

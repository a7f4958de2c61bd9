import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { PURCHASE_LIST_NAME_MAX } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { NativeSelect } from '../../components/mantine-choices.tsx';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { addToListSchema, NEW_LIST } from './add-schema.ts';

export interface AddChoice {
  lines: { goodsId: number; quantity: number }[];
  back: string;
  lists: { id: number; name: string }[];
  result: SubmissionResult<string[]> | undefined;
}

/**
 * Where the goods go: one of the lists the caller may change, or a new list named here. The
 * goods ride along as hidden lines, so the form posts on its own, with or without JavaScript.
 */
export function AddForm({ choice }: { choice: AddChoice }) {
  const { t, i18n } = useTranslation();
  const schema = addToListSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: 'purchase-list-add',
    lastResult: choice.result,
    defaultValue: { list: String(choice.lists[0]?.id ?? NEW_LIST) },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const listFocus = useAutoFocusOnRefusal(fields.list);
  const { key: listKey, ...listProps } = getSelectProps(fields.list, { ariaAttributes: true });
  const { key: backKey, ...backProps } = getInputProps(fields.back, { type: 'hidden' });
  const options = [
    ...choice.lists.map((list) => ({ value: String(list.id), label: list.name })),
    { value: NEW_LIST, label: t('purchaseListAdd.newList') },
  ];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="purchase-list-form"
      aria-labelledby="purchase-list-add-title"
    >
      <FormAlert form={form} />
      <Text size="sm">{t('purchaseListAdd.goods', { count: choice.lines.length })}</Text>
      <input key={backKey} {...backProps} value={choice.back} />
      {choice.lines.map((line, index) => (
        <Fragment key={index}>
          <input type="hidden" name={`lines[${index}].goodsId`} value={line.goodsId} />
          <input type="hidden" name={`lines[${index}].quantity`} value={line.quantity} />
        </Fragment>
      ))}
      <NativeSelect
        key={listKey}
        {...listProps}
        required={undefined}
        label={t('purchaseListAdd.list')}
        error={fields.list.errors?.[0]}
        autoFocus={listFocus}
        data={options}
      />
      <TextField
        field={fields.name}
        label={t('purchaseListAdd.newName')}
        description={t('purchaseListAdd.newNameHint')}
        maxLength={PURCHASE_LIST_NAME_MAX}
      />
      <div className="purchase-list-actions">
        <Button type="submit" name="intent" value="add">
          {t('purchaseListAdd.submit')}
        </Button>
        <Link to={choice.back}>{t('purchaseListAdd.cancel')}</Link>
      </div>
    </Form>
  );
}

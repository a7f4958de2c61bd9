import type { SubmissionResult } from '@conform-to/react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { NameForm } from './name-form.tsx';

/** Renaming and deleting a list: shown only to an account that may change it. */
export function ListSettings({
  name,
  renameResult,
}: {
  name: string;
  renameResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="purchase-lists-subtitle">{t('purchaseLists.rename')}</h2>
      <NameForm
        id="purchase-list-rename"
        intent="rename"
        label={t('purchaseLists.rename')}
        submit={t('purchaseLists.renameSubmit')}
        defaultName={name}
        lastResult={renameResult}
      />
      <h2 className="purchase-lists-subtitle">{t('purchaseLists.delete')}</h2>
      <Form method="post" className="purchase-list-form" aria-label={t('purchaseLists.delete')}>
        <Text size="sm">{t('purchaseLists.deleteHint')}</Text>
        <div>
          <Button type="submit" name="intent" value="delete" color="red" variant="outline">
            {t('purchaseLists.deleteSubmit')}
          </Button>
        </div>
      </Form>
    </>
  );
}

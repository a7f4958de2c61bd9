import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { Button } from '../../components/mantine-markup.tsx';
import { ADD_TO_LIST_PATH } from './purchase-lists-url.ts';
import './add-to-list.css';

/**
 * 加入常购清单 on a screen that shows goods (a goods page, the cart, an order, a quick order's
 * review): a plain form posting the goods and where the buyer is, to a page where a list is
 * chosen or named; that page then brings the buyer back here with a toast. The screen needs no
 * data of its own for it: the lists are read only when asked for. The shop's frame has no Mantine
 * runtime, so the button is Mantine's markup.
 */
export function AddToListButton({ lines }: { lines: readonly { goodsId: number; quantity: number }[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (lines.length === 0) return null;
  return (
    <Form method="post" action={ADD_TO_LIST_PATH} className="add-to-list">
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {lines.map((line, index) => (
        <Fragment key={index}>
          <input type="hidden" name={`lines[${index}].goodsId`} value={line.goodsId} />
          <input type="hidden" name={`lines[${index}].quantity`} value={line.quantity} />
        </Fragment>
      ))}
      <Button type="submit" name="intent" value="choose" variant="default">
        {t('purchaseListAdd.title')}
      </Button>
    </Form>
  );
}

/**
 * 加入常购清单 inside a one-goods form (the goods page): the form's own `goodsId` and the quantity the
 * buyer typed go to the list page, so the list gets what was typed, not the goods' minimum.
 */
export function AddToListSubmit() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <Button type="submit" formAction={ADD_TO_LIST_PATH} formNoValidate name="intent" value="choose" variant="default">
        {t('purchaseListAdd.title')}
      </Button>
    </>
  );
}

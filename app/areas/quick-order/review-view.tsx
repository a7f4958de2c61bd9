import { Button, Group, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { QuickOrderReview } from '../../../common/areas/quick-order/quick-order.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../common/constants.ts';
import { useFocusOnArrival } from '../../lib/focus-on-arrival.ts';
import { AddToListButton } from '../purchase-lists/index.ts';
import { tally } from './line-words.ts';
import { ReviewTable } from './review-table.tsx';

export const QUICK_ORDER_PATH = '/userCenter/quickOrder';

/**
 * A review before it is confirmed: what can go into the cart and what cannot, and one button
 * that puts the good lines in. Once confirmed: how many went in and every line that did not.
 * The button (or, after, the way to the cart) takes focus as the page arrives, with or without
 * JavaScript (`autofocus` in the HTML, the arrival hook after a navigation), so a keyboard goes on
 * from where the paste left it.
 */
export function ReviewView({ review }: { review: QuickOrderReview }) {
  const { t } = useTranslation();
  const added = review.state === 'added';
  const heading = useRef<HTMLHeadingElement>(null);
  const toCart = useRef<HTMLAnchorElement>(null);
  // React focuses only form controls for autoFocus: the way to the cart is focused as the page arrives.
  useFocusOnArrival(added ? toCart : heading);
  const counts = tally(review.lines);
  const wentIn = review.lines.filter((line) => line.added).length;
  const title = added
    ? t('quickOrder.addedTitle')
    : review.orderNo
      ? t('quickOrder.reorderTitle', { no: review.orderNo })
      : t('quickOrder.reviewTitle');
  return (
    <section aria-labelledby="quick-order-title" className="quick-order">
      <Title order={1} size="h3" id="quick-order-title" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {review.orderNo && !added && <Text size="sm">{t('quickOrder.reorderIntro')}</Text>}
      {review.headerSkipped && <Text size="sm">{t('quickOrder.headerSkipped')}</Text>}
      {review.cutAt && <Text size="sm">{t('quickOrder.cutAt', { line: review.cutAt })}</Text>}
      {added ? (
        <>
          <p role="status" className="quick-order-summary">
            {t('quickOrder.addedSummary', { added: wentIn, bad: review.lines.length - wentIn })}
          </p>
          <Group gap="sm">
            <Button component={Link} to="/home/cart" ref={toCart} autoFocus>
              {t('quickOrder.goCart')}
            </Button>
            <Button component={Link} to={QUICK_ORDER_PATH} variant="default">
              {t('quickOrder.again')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <p className="quick-order-summary">{t('quickOrder.summary', counts)}</p>
          <Group gap="sm">
            {counts.good > 0 ? (
              <Form method="post">
                <input type="hidden" name="review" value={review.token} />
                <Button type="submit" name="intent" value="confirm" autoFocus>
                  {t('quickOrder.confirm', { count: counts.good })}
                </Button>
              </Form>
            ) : (
              <Text role="alert">{t('quickOrder.nothingGood')}</Text>
            )}
            <Button component={Link} to={QUICK_ORDER_PATH} variant="default">
              {t('quickOrder.edit')}
            </Button>
          </Group>
        </>
      )}
      <AddToListButton lines={listLines(review)} />
      <ReviewTable lines={review.lines} confirmed={added} />
    </section>
  );
}

/** The lines that name one goods and a quantity a list can hold, whether or not the cart could take them today. */
const listLines = (review: QuickOrderReview) =>
  review.lines.flatMap(({ goods, quantity }) =>
    goods && quantity !== null && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX
      ? [{ goodsId: goods.id, quantity }]
      : [],
  );

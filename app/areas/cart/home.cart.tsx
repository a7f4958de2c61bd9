import './cart.css';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetchers } from 'react-router';
import { cartApi } from './cart-api.server.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { CartBar } from './cart-bar.tsx';
import { CartTable } from './cart-table.tsx';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { CART_FORM, isOutOfStock, isSelectable, selectionOf, summaryOf, ticksOf } from './cart.ts';
import { cartAction, type CartReply } from './cart-screen.server.ts';
import { useTicks } from '../../lib/use-ticks.ts';
import { requireToken } from '../../session.server.ts';
import type { Route } from './+types/home.cart';
import { pageTitle } from '../../lib/page-title.ts';
import { Title } from '../../components/mantine-markup.tsx';
import { AddToListButton } from '../purchase-lists/index.ts';
import { PunchoutTransferForm } from '../punchout/index.ts';
import { punchoutState } from '../punchout/index.server.ts';

/** The guard of SPEC §2: a visitor goes to login and comes back here. The ticked lines are in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireToken(request);
  const [lines, punchout] = await Promise.all([
    cartApi.list({ request, context }),
    punchoutState({ request, context }),
  ]);
  // In a procurement system's session the cart goes back to it (转回采购系统) instead of checkout.
  return { lines, selected: ticksOf(new URL(request.url).searchParams, lines), punchout: punchout.current !== null };
}

export const action = cartAction;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'cart');

/** The posted form's ticks after a refusal, else the URL's. */
function replyOf(value: unknown): CartReply | undefined {
  return value && typeof value === 'object' && 'carIds' in value ? (value as CartReply) : undefined;
}

/** Quantities being saved by the lines' fetchers right now, so the total follows before the server answers. */
function usePendingQuantities(): Map<number, number> {
  const pending = new Map<number, number>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (form?.get('intent') === 'quantity') pending.set(Number(form.get('carId')), Number(form.get('quantity')));
  }
  return pending;
}

/**
 * The cart (SPEC §2 Cart): one form whose tick boxes, quantities and buttons join it by `form=`,
 * so selecting, changing quantities, deleting and checking out all work as plain HTML.
 */
export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lines } = loaderData;
  const reply = replyOf(actionData);
  const ticks = useTicks(reply ? selectionOf(reply.carIds, lines) : loaderData.selected, 'carIds');
  const pending = usePendingQuantities();
  const { count, total } = summaryOf(lines, ticks.selected, pending);
  const selectable = lines.filter(isSelectable).map((line) => line.id);

  return (
    <section aria-labelledby="cart-title" className="cart">
      <Breadcrumb trail={[{ label: t('cart.title') }]} />
      <Title size="h3" id="cart-title">
        {t('cart.title')}
      </Title>
      {lines.length === 0 ? (
        <p className="empty-state">
          {t('cart.empty')} <Link to="/home/index">{t('cart.goShopping')}</Link>
        </p>
      ) : (
        <>
          {/* Enter in a quantity field without scripts saves the changed quantities and recalculates. */}
          <Form method="post" id={CART_FORM} noValidate>
            <DefaultSubmit value="select" />
          </Form>
          <CartTable
            lines={lines}
            selected={ticks.selected}
            pending={pending}
            lineErrors={reply?.lineErrors}
            onToggle={ticks.toggle}
          />
          {lines.some((line) => line.onSale !== 1) && <p className="cart-note">{t('cart.offSaleNote')}</p>}
          {lines.some(isOutOfStock) && <p className="cart-note">{t('buying.cartOutOfStockNote')}</p>}
          {loaderData.punchout && <p className="cart-note">{t('punchout.transferNote')}</p>}
          {loaderData.punchout && <PunchoutTransferForm />}
          <CartBar
            punchout={loaderData.punchout}
            selectable={selectable}
            count={count}
            total={total}
            error={reply?.error}
            onSelectAll={(on) => ticks.setAll(on ? selectable : [])}
          />
          <AddToListButton lines={lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity }))} />
        </>
      )}
    </section>
  );
}

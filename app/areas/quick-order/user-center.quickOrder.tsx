import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { message } from '../../../common/messages.ts';
import {
  quickOrderConfirmSchema,
  quickOrderFileSchema,
  quickOrderTextSchema,
} from '../../../common/areas/quick-order/quick-order.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { orNotFound } from '../../lib/not-found.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { TextForm } from './quick-order-forms.tsx';
import { LinesFileForm } from '../../components/form/lines-file-form.tsx';
import { quickOrderApi } from './quick-order-api.server.ts';
import { QUICK_ORDER_PATH, ReviewView } from './review-view.tsx';
import './quick-order.css';
import type { Route } from './+types/user-center.quickOrder';

export const handle: ScreenHandle = { breadcrumb: 'quickOrder.title' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

const reviewHref = (token: string) => `${QUICK_ORDER_PATH}?review=${encodeURIComponent(token)}`;

/** The entry forms, or the review `?review={token}` names (another account's is the 404 page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const title = i18nFor(context).getFixedT(getLocale(context))('quickOrder.pageTitle');
  const token = new URL(request.url).searchParams.get('review');
  const review = token ? await orNotFound(quickOrderApi.find({ request, context }, token)) : null;
  return { title, review };
}

type Intent = 'check' | 'upload' | 'confirm';

/** Three intents: pasted lines or a file become a review (then shown by its token); a review is confirmed. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'confirm') return confirm(ctx, formData);
  if (intent !== 'check' && intent !== 'upload') throw data(null, { status: 400 });
  const reply = intent === 'check' ? await fromText(ctx, formData) : await fromFile(ctx, formData);
  return reply instanceof Response ? reply : data({ intent: intent as Intent, ...reply.data }, reply.init ?? undefined);
}

async function fromText(ctx: CallContext, formData: FormData) {
  const submission = checkForm(formData, quickOrderTextSchema(getLocale(ctx.context)));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    return redirect(reviewHref((await quickOrderApi.review(ctx, submission.value.text)).token));
  } catch (error) {
    return refusedBy(error, submission);
  }
}

async function fromFile(ctx: CallContext, formData: FormData) {
  const submission = checkForm(formData, quickOrderFileSchema(getLocale(ctx.context)));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    return redirect(reviewHref((await quickOrderApi.upload(ctx, submission.value.file)).token));
  } catch (error) {
    return refusedBy(error, submission);
  }
}

/** The review into the cart, then its result on the same page; a second submit is told nothing was added twice. */
async function confirm(ctx: CallContext, formData: FormData) {
  const locale = getLocale(ctx.context);
  const parsed = quickOrderConfirmSchema(locale).safeParse({ review: formData.get('review') });
  if (!parsed.success) throw data(null, { status: 404 });
  const { data: result, message: said } = await orNotFound(quickOrderApi.confirm(ctx, parsed.data.review));
  return redirectWithToast(ctx.request, reviewHref(result.token), {
    type: result.alreadyAdded ? 'info' : 'success',
    message: result.alreadyAdded ? said : message(locale, 'quickOrderAdded', { added: result.added }),
  });
}

/** 快速下单: paste lines or upload a file, review every line, then put the good ones into the cart in one step. */
export default function QuickOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { review } = loaderData;
  // Confirming shows the same review anew: mounted again, its way on to the cart takes focus.
  if (review) return <ReviewView key={`${review.token}-${review.state}`} review={review} />;
  const sent = actionData && 'intent' in actionData ? actionData : undefined;
  return (
    <section aria-labelledby="quick-order-title" className="quick-order">
      <Title order={1} size="h3" id="quick-order-title">
        {t('quickOrder.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('quickOrder.intro')}
      </Text>
      <TextForm lastResult={sent?.intent === 'check' ? sent.result : undefined} />
      <LinesFileForm
        id="quick-order-file"
        intent="upload"
        lastResult={sent?.intent === 'upload' ? sent.result : undefined}
        words={{
          title: t('quickOrder.fileTitle'),
          label: t('quickOrder.fileLabel'),
          hint: t('quickOrder.fileHint'),
          submit: t('quickOrder.upload'),
        }}
        className="quick-order-form"
        titleClassName="quick-order-subtitle"
      />
    </section>
  );
}

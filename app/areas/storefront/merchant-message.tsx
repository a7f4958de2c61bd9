import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher, useSearchParams } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FIELD_MAX, HOTLINE, REMARK_MAX } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import { Textarea, TextInput } from '../../components/mantine-inputs.tsx';
import { SubmitButton } from '../../components/mantine-markup.tsx';
import type { MerchantMessageReply } from './merchant-message.server.ts';

const FORM_ID = 'merchant-message-form';
/** The fields in the schema's order: the first failing one is named in the alert. */
const FIELDS = ['content', 'company', 'linkman', 'phone'] as const;
type Errors = Record<string, string[]>;

/**
 * The browser's check with the shared schema (merchant-message-check.ts),
 * fetched when a visitor starts writing: the widget sits closed at the foot of the
 * home page, and most visitors never open it, so zod is not part of the page's first load.
 */
const loadCheck = () => import('./merchant-message-check.ts');

/** A reply's messages per field ('' for the form's own, such as a refusal by the backend). */
function errorsOf(result: SubmissionResult<string[]> | undefined): Errors {
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

/** The page says the message went out (`?message=sent`, where a plain form lands). */
const SENT_BY_PAGE = 'page';

function asReply(value: unknown): MerchantMessageReply | undefined {
  return value && typeof value === 'object' && 'merchantMessage' in value ? (value as MerchantMessageReply) : undefined;
}

/**
 * The merchant message widget of SPEC §2 (home page only): a native <details>,
 * so it opens and closes without JavaScript. A plain post goes to the home
 * page's action and comes back open on the thank-you panel; with JavaScript a
 * fetcher sends it and the page stays as it is.
 */
export function MerchantMessage() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const hydrated = useHydrated();
  const fetcher = useFetcher<MerchantMessageReply>({ key: 'merchant-message' });
  const actionData = asReply(useActionData());
  const [searchParams] = useSearchParams();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  const reply = asReply(fetcher.data) ?? actionData;
  // What says the message went out: the newest reply, else the page it landed on.
  const sentBy = reply ? (reply.sent ? reply : null) : searchParams.get('message') === 'sent' ? SENT_BY_PAGE : null;
  // Closing the widget after sending puts the form back for the next message.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const sent = sentBy !== null && sentBy !== dismissed;
  const refused = reply !== undefined && !reply.sent;

  // What the browser's own check found, until the next send; otherwise the server's answer.
  const [checked, setChecked] = useState<Errors | null>(null);
  const errors = checked ?? errorsOf(reply?.merchantMessage);
  const alert = errors['']?.[0] ?? FIELDS.map((name) => errors[name]?.[0]).find(Boolean);
  const typed = (name: string) => {
    const value = reply?.merchantMessage.initialValue?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  const check = async (form: HTMLFormElement) =>
    (await loadCheck()).checkMerchantMessage(new FormData(form), locale) ?? {};
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = await check(form);
    const first = FIELDS.find((name) => found[name]);
    // All well: what shows next is the server's answer.
    setChecked(first ? found : null);
    if (first) return (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    await fetcher.submit(form);
  };
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    // Once errors show, they follow the typing; before that, nobody is scolded mid-sentence.
    const form = event.currentTarget;
    if (Object.keys(errors).length > 0) void check(form).then(setChecked);
  };
  const field = (name: (typeof FIELDS)[number], label: string) => ({
    id: `${FORM_ID}-${name}`,
    name,
    label,
    defaultValue: typed(name),
    error: errors[name]?.[0],
    withAsterisk: true,
    'aria-required': true,
  });

  useEffect(() => {
    // The form (and the focused send button) is gone: the thank-you panel takes the focus.
    if (sent && sentBy !== SENT_BY_PAGE) thanksRef.current?.focus();
  }, [sent, sentBy]);

  const closeHref = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('message');
    const query = params.toString();
    return `/home/index${query ? `?${query}` : ''}`;
  };
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (detailsRef.current) detailsRef.current.open = false;
    detailsRef.current?.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={detailsRef}
      id="merchant-message"
      className="merchant-message"
      open={sent || refused || undefined}
      onToggle={(event) => {
        if (!event.currentTarget.open && sent) setDismissed(sentBy);
      }}
    >
      <summary className="merchant-message-toggle">{t('merchant.title')}</summary>
      <div className="merchant-message-body">
        <p className="merchant-message-hotline">
          {t('merchant.hotline')}
          <a href={`tel:${HOTLINE}`}>{HOTLINE}</a>
        </p>
        {sent ? (
          <div ref={thanksRef} className="merchant-message-thanks" role="status" tabIndex={-1}>
            <p className="merchant-message-sent">{t('merchant.sent')}</p>
            <p>{t('merchant.thanks')}</p>
          </div>
        ) : (
          <fetcher.Form
            method="post"
            id={FORM_ID}
            noValidate
            aria-label={t('merchant.title')}
            aria-describedby={alert ? `${FORM_ID}-alert` : undefined}
            className="merchant-message-form"
            onFocus={() => void loadCheck()}
            onSubmit={send}
            onInput={recheck}
          >
            <input type="hidden" name="intent" value="merchantMessage" />
            {/* Only a scripted widget can show the reply in place; a plain form is redirected. */}
            {hydrated && <input type="hidden" name="inline" value="1" />}
            <p className="merchant-message-intro">{t('merchant.intro')}</p>
            <div id={`${FORM_ID}-alert`} role="alert" className={alert ? 'form-alert' : 'form-alert is-empty'}>
              {alert}
            </div>
            <Textarea {...field('content', t('merchant.content'))} maxLength={REMARK_MAX} rows={3} />
            <TextInput {...field('company', t('merchant.company'))} autoComplete="organization" maxLength={FIELD_MAX} />
            <TextInput {...field('linkman', t('merchant.linkman'))} autoComplete="name" maxLength={FIELD_MAX} />
            <TextInput
              {...field('phone', t('merchant.phone'))}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
            />
            <SubmitButton size="sm" loading={fetcher.state !== 'idle'}>
              {t('merchant.send')}
            </SubmitButton>
          </fetcher.Form>
        )}
        <a href={closeHref()} className="merchant-message-close" onClick={close}>
          {t('merchant.close')}
        </a>
      </div>
    </details>
  );
}

import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher, useSearchParams } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FIELD_MAX, HOTLINE, REMARK_MAX } from '../../contract/constants.ts';
import { toLocale } from '../../contract/messages.ts';
import { merchantMessageSchema } from '../../contract/schemas/merchant.ts';
import type { MerchantMessageReply } from '../lib/merchant-message.server.ts';
import { FormAlert } from './form/form-alert.tsx';
import { TextField } from './form/text-field.tsx';

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

  const schema = merchantMessageSchema(locale);
  const [form, fields] = useForm({
    id: 'merchant-message-form',
    lastResult: reply?.merchantMessage,
    // Marks every field required (the asterisks); the schema's messages do the checking.
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { key: contentKey, ...contentProps } = getTextareaProps(fields.content, { ariaAttributes: true });

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
            {...getFormProps(form)}
            aria-label={t('merchant.title')}
            className="merchant-message-form"
          >
            <input type="hidden" name="intent" value="merchantMessage" />
            {/* Only a scripted widget can show the reply in place; a plain form is redirected. */}
            {hydrated && <input type="hidden" name="inline" value="1" />}
            <p className="merchant-message-intro">{t('merchant.intro')}</p>
            <FormAlert form={form} />
            <Textarea
              key={contentKey}
              {...contentProps}
              required={undefined}
              withAsterisk={fields.content.required}
              aria-required={fields.content.required || undefined}
              label={t('merchant.content')}
              error={fields.content.errors?.[0]}
              maxLength={REMARK_MAX}
              rows={3}
            />
            <TextField
              field={fields.company}
              label={t('merchant.company')}
              autoComplete="organization"
              maxLength={FIELD_MAX}
            />
            <TextField field={fields.linkman} label={t('merchant.linkman')} autoComplete="name" maxLength={FIELD_MAX} />
            <TextField
              field={fields.phone}
              label={t('merchant.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
            />
            <Button type="submit" size="sm" loading={fetcher.state !== 'idle'}>
              {t('merchant.send')}
            </Button>
          </fetcher.Form>
        )}
        <a href={closeHref()} className="merchant-message-close" onClick={close}>
          {t('merchant.close')}
        </a>
      </div>
    </details>
  );
}

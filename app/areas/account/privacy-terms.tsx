import { useTranslation } from 'react-i18next';

const PARAGRAPHS = ['intro', 'collect', 'use', 'share', 'protect', 'rights'] as const;

/**
 * The privacy terms of registration as a native disclosure: readable without
 * JavaScript, opened by keyboard, and opening it never loses what was typed.
 */
export function PrivacyTerms() {
  const { t } = useTranslation();
  return (
    <details className="privacy-terms">
      <summary>{t('register.privacy')}</summary>
      {/* It scrolls (app.css): focusable, so the terms can be read by keyboard. */}
      <section aria-labelledby="privacy-title" tabIndex={0}>
        <h2 id="privacy-title">{t('register.privacyTitle')}</h2>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(`privacy.${key}`)}</p>
        ))}
      </section>
    </details>
  );
}

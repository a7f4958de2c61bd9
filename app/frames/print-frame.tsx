import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MantineScope } from '../components/mantine-scope.tsx';
import './print.css';

/**
 * A printable document's page, without the shop's frame: the shop and the buying company over the
 * document, and above them a way back and — with JavaScript — a button that opens the browser's
 * print dialog; without it, a note on how to print. The print stylesheet leaves the tools out.
 */
export function PrintFrame({
  title,
  company,
  back,
  children,
}: {
  title: string;
  company: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <MantineScope>
      <main className="print-page" aria-labelledby="print-title">
        <div className="print-tools" role="group" aria-label={t('print.tools')}>
          <Link to={back.href}>{back.label}</Link>
          {hydrated ? (
            <Button type="button" onClick={() => window.print()}>
              {t('print.button')}
            </Button>
          ) : (
            <p>{t('print.note')}</p>
          )}
        </div>
        <header className="print-head">
          <p className="print-shop">{t('print.shop')}</p>
          <h1 id="print-title">{title}</h1>
          <p>{t('print.company', { name: company })}</p>
        </header>
        {children}
      </main>
    </MantineScope>
  );
}

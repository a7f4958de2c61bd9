import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import './files.css';

/**
 * A document image as a thumbnail that opens at full size (zoom). It is a link to
 * the image itself, which is the zoom without JavaScript; with JavaScript the image opens in a
 * dialog over the page instead, so the staff member vetting keeps their place among the fields.
 */
export function ZoomImage({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        aria-label={t('files.fullSize', { label })}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <img src={href} alt={label} width={200} height={125} loading="lazy" />
      </a>
      {hydrated && (
        <Modal
          opened={open}
          onClose={() => setOpen(false)}
          title={label}
          size="auto"
          closeButtonProps={{ 'aria-label': t('files.closeZoom') }}
        >
          <img src={href} alt={label} className="zoomed-image" />
        </Modal>
      )}
    </>
  );
}

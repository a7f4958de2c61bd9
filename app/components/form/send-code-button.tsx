import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '../../../common/constants.ts';

/**
 * 'Send code': a submit button with its own intent, so it posts the form without
 * JavaScript. After a code went out it counts down 60 s when scripts run; the
 * backend refuses a resend within the same 60 s either way.
 *
 * The countdown disables the button, which would drop focus to the page: focus moves to
 * the code field (`codeFieldId`), where the code is typed next, and a polite status says
 * that the code went and when another may be asked for.
 */
export function SendCodeButton({ sentAt, codeFieldId }: { sentAt?: number; codeFieldId?: string }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!sentAt) return;
    const left = () => Math.max(0, SMS_RESEND_SECONDS - Math.floor((Date.now() - sentAt) / 1000));
    const tick = () => setRemaining(left());
    tick();
    if (left() > 0) {
      setAnnounced(t('login.codeSentCountdown', { seconds: left() }));
      const active = document.activeElement;
      // Only focus lost with the button moves; a person already elsewhere stays there.
      if (!active || active === document.body || (active instanceof HTMLButtonElement && active.value === 'sendCode'))
        if (codeFieldId) document.getElementById(codeFieldId)?.focus();
    }
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [sentAt, codeFieldId, t]);
  return (
    <>
      <Button type="submit" name="intent" value="sendCode" formNoValidate variant="outline" disabled={remaining > 0}>
        {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.sendCode')}
      </Button>
      <span role="status" className="visually-hidden">
        {announced}
      </span>
    </>
  );
}

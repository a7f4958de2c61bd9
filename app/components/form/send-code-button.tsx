import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '../../../contract/constants.ts';

/**
 * 'Send code': a submit button with its own intent, so it posts the form without
 * JavaScript. After a code went out it counts down 60 s when scripts run; the
 * backend refuses a resend within the same 60 s either way.
 */
export function SendCodeButton({ sentAt }: { sentAt?: number }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (!sentAt) return;
    const tick = () => setRemaining(Math.max(0, SMS_RESEND_SECONDS - Math.floor((Date.now() - sentAt) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return (
    <Button type="submit" name="intent" value="sendCode" formNoValidate variant="outline" disabled={remaining > 0}>
      {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.sendCode')}
    </Button>
  );
}

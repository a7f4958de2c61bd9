import { useTranslation } from 'react-i18next';

const PAYMENT_METHODS = ['wechat', 'offline', 'credit', 'alipay'] as const;
const SERVICE_BADGES = ['genuine', 'fast', 'range', 'service'] as const;

/** The goods detail's two rows of chips: the ways to pay and the shop's services. */
export function PaymentAndServices() {
  const { t } = useTranslation();
  return (
    <>
      <div className="detail-row">
        <span className="detail-label">{t('detail.payment')}</span>
        <ul className="detail-chips">
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{t(`detail.pay.${method}`)}</li>
          ))}
        </ul>
      </div>
      <div className="detail-row">
        <span className="detail-label">{t('detail.services')}</span>
        <ul className="detail-chips">
          {SERVICE_BADGES.map((badge) => (
            <li key={badge}>{t(`tags.${badge}`)}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CustomerAccountType } from '../../common/areas/account/account-type.ts';
import type account from '../areas/account/strings.ts';

type MenuKey = keyof typeof account.zh.user.menu;

type Entry = {
  to: string;
  /** Only the main account manages these (DESIGN.md decision 2). */
  mainOnly?: boolean;
  /** Shown only where a budget applies to the account (or to the main account, who sets them). */
  budgetsOnly?: boolean;
} & (
  | { key: MenuKey }
  /** A screen whose name its own area's strings hold (the quick order, which the header links to as well). */
  | {
      label:
        | 'quickOrderLink.label'
        | 'purchaseListLink.label'
        | 'approvalRulesLink.rules'
        | 'approvalRulesLink.audit'
        | 'budgetLink.label'
        | 'vouchers.title'
        | 'webhooks.title'
        | 'punchout.title';
    }
);

const GROUPS: { key: MenuKey; entries: Entry[] }[] = [
  {
    key: 'orderCentre',
    entries: [
      { to: '/userCenter/order', key: 'orders' },
      { to: '/userCenter/purchase', key: 'purchase' },
      { to: '/userCenter/afterSale', key: 'afterSale' },
      { to: '/userCenter/quickOrder', label: 'quickOrderLink.label' },
      { to: '/userCenter/purchaseLists', label: 'purchaseListLink.label' },
    ],
  },
  {
    key: 'favouritesCentre',
    entries: [
      { to: '/userCenter/collection', key: 'favourites' },
      { to: '/home/cart', key: 'cart' },
    ],
  },
  {
    key: 'accountCentre',
    entries: [
      { to: '/userCenter/userInfo/edit', key: 'info' },
      { to: '/userCenter/invoiceHeader', key: 'invoiceHeader' },
      { to: '/userCenter/password', key: 'security' },
      { to: '/userCenter/address', key: 'address' },
      { to: '/userCenter/account', key: 'subAccounts', mainOnly: true },
      { to: '/userCenter/approvalRules', label: 'approvalRulesLink.rules', mainOnly: true },
      { to: '/userCenter/auditTrail', label: 'approvalRulesLink.audit', mainOnly: true },
      { to: '/userCenter/corpcert', key: 'corpcert', mainOnly: true },
      { to: '/userCenter/credit', key: 'credit' },
      { to: '/userCenter/budgets', label: 'budgetLink.label', budgetsOnly: true },
      { to: '/userCenter/contract', key: 'contract', mainOnly: true },
      { to: '/userCenter/bill', key: 'bill', mainOnly: true },
      { to: '/userCenter/voucherSettings', label: 'vouchers.title', mainOnly: true },
      { to: '/userCenter/webhooks', label: 'webhooks.title', mainOnly: true },
      { to: '/userCenter/punchout', label: 'punchout.title', mainOnly: true },
    ],
  },
];

/** The user centre's left menu (SPEC §2): order centre, favourites centre, account centre. */
export function UserCenterMenu({ accountType, budgets }: { accountType: number; budgets: boolean }) {
  const { t } = useTranslation();
  const isMain = accountType === CustomerAccountType.main;
  return (
    <nav className="user-menu" aria-label={t('user.centre')}>
      <NavLink to="/userCenter/index" end className="user-menu-home">
        {t('user.index')}
      </NavLink>
      {GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`user-menu-${group.key}`}>
          <h2 id={`user-menu-${group.key}`}>{t(`user.menu.${group.key}`)}</h2>
          <ul>
            {group.entries
              .filter((entry) => (isMain || !entry.mainOnly) && (budgets || !entry.budgetsOnly))
              .map((entry) => (
                <li key={entry.to}>
                  <NavLink to={entry.to}>{'label' in entry ? t(entry.label) : t(`user.menu.${entry.key}`)}</NavLink>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

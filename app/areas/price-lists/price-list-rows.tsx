import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceListSummary } from '../../../common/areas/price-lists/console.ts';

/** Price lists as a table: name (to the list), company, period, goods priced, contract. */
export function PriceListRows({ lists, withCompany = false }: { lists: PriceListSummary[]; withCompany?: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="data-table console-table">
      <thead>
        <tr>
          <th scope="col">{t('priceListConsole.name')}</th>
          {withCompany && <th scope="col">{t('priceListConsole.company')}</th>}
          <th scope="col">{t('priceListConsole.period')}</th>
          <th scope="col">{t('priceListConsole.rows')}</th>
          <th scope="col">{t('priceListConsole.contract')}</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <th scope="row">
              <Link to={`/admin/priceLists/${list.id}`}>{list.name}</Link>
            </th>
            {withCompany && (
              <td>
                <Link to={`/admin/priceLists/company/${list.companyId}`}>{list.company}</Link>
              </td>
            )}
            <td>
              {list.validFrom} ~ {list.validTo}{' '}
              {list.current && <span className="state-tag">{t('priceListConsole.current')}</span>}
            </td>
            <td className="number">{list.rows}</td>
            <td>{list.contractId ? <Link to={`/admin/contracts/${list.contractId}`}>{list.contractNo}</Link> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

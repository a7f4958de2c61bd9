import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractPriceList } from '../../../common/areas/price-lists/console.ts';

/**
 * The price list a contract carries, named with its period: a link to the list in the console,
 * plain text for the buyer; a dash when it carries none.
 */
export function ContractPriceListName({
  list,
  console = false,
}: {
  list?: ContractPriceList | null;
  console?: boolean;
}) {
  const { t } = useTranslation();
  if (!list) return <>—</>;
  const period = t('priceListConsole.contractList', { from: list.validFrom, to: list.validTo });
  return console ? (
    <>
      <Link to={`/admin/priceLists/${list.id}`}>{list.name}</Link> {period}
    </>
  ) : (
    <>
      {list.name} {period}
    </>
  );
}

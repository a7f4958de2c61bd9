import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyPriceLists } from '../../../common/areas/price-lists/console.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { PriceListRows } from './price-list-rows.tsx';

/**
 * A company's price lists and whether its catalogue is on, with links to each list, to the
 * company's price-list page and its catalogue: on that page and on the console's company page.
 */
export function CompanyPricingPanel({
  pricing,
  headingLevel = 2,
}: {
  pricing: CompanyPriceLists;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const listsId = `company-${pricing.companyId}-price-lists`;
  const catalogueId = `company-${pricing.companyId}-catalogue`;
  return (
    <>
      <section aria-labelledby={listsId} className="console-section">
        <Heading id={listsId}>{t('priceListConsole.listsOf')}</Heading>
        {pricing.lists.length === 0 ? (
          <p className="empty-state">{t('priceListConsole.none')}</p>
        ) : (
          <TableScroll label={t('priceListConsole.listsOf')}>
            <PriceListRows lists={pricing.lists} />
          </TableScroll>
        )}
        <p>
          <Link to={`/admin/priceLists/company/${pricing.companyId}`}>
            {t('priceListConsole.companyTitle', { company: pricing.company })}
          </Link>
        </p>
      </section>
      <section aria-labelledby={catalogueId} className="console-section">
        <Heading id={catalogueId}>{t('priceListConsole.catalogue')}</Heading>
        <Text>
          {pricing.catalogue.enabled
            ? t('priceListConsole.catalogueOn', { goods: pricing.catalogue.goods })
            : t('priceListConsole.catalogueOff')}
        </Text>
        <p>
          <Link to={`/admin/catalogues/${pricing.companyId}`}>{t('priceListConsole.manageCatalogue')}</Link>
        </p>
      </section>
    </>
  );
}

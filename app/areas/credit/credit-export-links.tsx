import { useTranslation } from 'react-i18next';
import { ExportLinks } from '../../components/export-links.tsx';

/** 导出 Excel / 导出 CSV of the buyer's credit ledger, for the 账期额度 screen. */
export function CreditExportLinks() {
  const { t } = useTranslation();
  return (
    <ExportLinks
      base="/userCenter/credit/export"
      search={new URLSearchParams()}
      label={t('creditExport.label')}
      names={{ xlsx: t('creditExport.xlsx'), csv: t('creditExport.csv') }}
    />
  );
}

import { EXPORT_FORMATS, type ExportFormat } from '../../common/export-files.ts';
import './export-links.css';

/**
 * 导出 Excel / 导出 CSV: plain links to the list's export carrying the list's current query, so
 * a download is a GET that works without scripts and exports what the buyer is looking at. The
 * page number is left behind: an export holds every page.
 */
export function ExportLinks({
  base,
  search,
  label,
  names,
}: {
  /** The export's path without its format: `/userCenter/order/export`. */
  base: string;
  /** The list's query as its URL has it. */
  search: URLSearchParams;
  /** What the group of links is, for assistive technology. */
  label: string;
  names: Record<ExportFormat, string>;
}) {
  const query = new URLSearchParams(search);
  query.delete('page');
  const tail = query.toString() ? `?${query.toString()}` : '';
  return (
    <nav className="export-links" aria-label={label}>
      {EXPORT_FORMATS.map((format) => (
        <a key={format} href={`${base}/${format}${tail}`} download>
          {names[format]}
        </a>
      ))}
    </nav>
  );
}

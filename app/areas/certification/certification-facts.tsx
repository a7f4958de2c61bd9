import { useTranslation } from 'react-i18next';
import {
  CERTIFICATION_IMAGES,
  CERTIFICATION_STEPS,
  SIMPLE_FIELDS,
  certificationFieldLabel,
  type CertificationRecord,
} from '../../../common/areas/certification/certification-fields.ts';
import type { CertificationDoctype as Doctype } from '../../../common/areas/files/files.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { ZoomImage } from '../files/index.ts';

/** The fields shown as text, in the form's order: the region as one (its three ids are the province's), images apart. */
const TEXT_FIELDS = {
  full: CERTIFICATION_STEPS.flat()
    .map((field) => (field === 'province' ? 'region' : field))
    .filter((field) => !['city', 'county', 'idCardLongTerm', ...CERTIFICATION_IMAGES.full].includes(field)),
  simple: SIMPLE_FIELDS.filter((field) => field !== 'organizationRegImg'),
};

/**
 * A certification record as facts and images, for its company (view/{id}) and for the staff
 * (the console's vetting, where `imageHref` goes through the staff's session). Each image opens
 * at full size (ZoomImage), with or without JavaScript.
 */
export function CertificationFacts({
  record,
  imageHref,
  fieldReasons = record.fieldReasons,
}: {
  record: CertificationRecord;
  imageHref: (path: string) => string;
  fieldReasons?: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const label = (field: string) => message(locale, certificationFieldLabel(field));
  const valueOf = (field: string): string => {
    if (field === 'effectDateType')
      return record.effectDateType === '2'
        ? t('corpcert.longTerm')
        : record.effectDateType
          ? t('corpcert.fixedTerm')
          : '';
    if (field === 'taxpayerZg')
      return record.taxpayerZg === '1' ? t('corpcert.yes') : record.taxpayerZg === '0' ? t('corpcert.no') : '';
    if (field === 'idCardValidTimeEnd' && record.idCardLongTerm) return t('corpcert.longTermValue');
    if (field === 'businessTimeEnd' && record.effectDateType === '2') return t('corpcert.longTermValue');
    if (field === 'region') return record.areaName;
    return String(record[field as keyof CertificationRecord] ?? '');
  };
  const fields = TEXT_FIELDS[record.kind];
  const images: readonly Doctype[] = CERTIFICATION_IMAGES[record.kind];
  // The region is one fact, which staff point at as its first part.
  const reasonOf = (field: string) => fieldReasons[field === 'region' ? 'province' : field];
  return (
    <div className="certification-facts">
      <dl className="certification-fact-list">
        {fields.map((field) => (
          <div key={field} className={reasonOf(field) ? 'has-reason' : undefined}>
            <dt>{label(field)}</dt>
            <dd>
              {valueOf(field) || '—'}
              {reasonOf(field) && <span className="certification-field-reason">{reasonOf(field)}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="image-list" aria-label={t('corpcert.images')}>
        {images.map((doctype) => {
          const path = record[doctype];
          return (
            <li key={doctype}>
              <span className="certification-image-label">{label(doctype)}</span>
              {path ? (
                <ZoomImage href={imageHref(path)} label={label(doctype)} />
              ) : (
                <span>{t('corpcert.noImage')}</span>
              )}
              {reasonOf(doctype) && <span className="certification-field-reason">{reasonOf(doctype)}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

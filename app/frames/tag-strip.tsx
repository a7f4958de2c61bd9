import { useTranslation } from 'react-i18next';

const TAGS = ['genuine', 'fast', 'range', 'service'] as const;
const MARKS = { genuine: '正', fast: '快', range: '全', service: '心' } as const;

/** The four promises above the footer (SPEC §2 Frame). */
export function TagStrip() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('a11y.promises')}>
      <ul className="tag-strip frame-width">
        {TAGS.map((tag) => (
          <li key={tag}>
            <span className="tag-mark" aria-hidden="true">
              {MARKS[tag]}
            </span>
            {t(`tags.${tag}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

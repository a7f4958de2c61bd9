import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';

/** A statement's state as a tag: disputed and overdue stand out, settled ones read as done. */
export function StatementStateTag({ state }: { state: number }) {
  const { i18n } = useTranslation();
  const tone = state === 3 || state === 9 ? ' is-bad' : state === 7 || state === 8 ? ' is-ok' : '';
  return <span className={`state-tag${tone}`}>{label('statementState', state, toLocale(i18n.language))}</span>;
}

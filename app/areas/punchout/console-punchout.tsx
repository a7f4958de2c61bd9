import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PunchoutConsoleView } from '../../../common/areas/punchout/index.ts';
import { PunchoutSessionTable } from './session-table.tsx';

/** The console's read-only panel of a company's punchout: on or off, its identity, and its last sessions. */
export function ConsolePunchout({ view }: { view: PunchoutConsoleView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="console-punchout-title">
      <Title order={2} size="h4" id="console-punchout-title">
        {t('punchout.title')}
      </Title>
      <Text size="sm">
        {view.enabled ? t('punchout.on') : t('punchout.off')}
        {view.identity ? ` · ${view.identity}` : ''}
      </Text>
      {view.sessions.length === 0 ? (
        <Text>{t('punchout.noSessions')}</Text>
      ) : (
        <PunchoutSessionTable sessions={view.sessions} />
      )}
    </section>
  );
}

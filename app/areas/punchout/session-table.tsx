import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PunchoutSessionRow } from '../../../common/areas/punchout/index.ts';
import { moneyToText, parseMoney } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';

/** The sessions as a table: when (Shanghai time, as the shop writes times), which protocol and account, where the cart goes, and what was sent. */
export function PunchoutSessionTable({ sessions }: { sessions: PunchoutSessionRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('punchout.time')}</Table.Th>
            <Table.Th scope="col">{t('punchout.protocol')}</Table.Th>
            <Table.Th scope="col">{t('punchout.account')}</Table.Th>
            <Table.Th scope="col">{t('punchout.hook')}</Table.Th>
            <Table.Th scope="col">{t('punchout.state')}</Table.Th>
            <Table.Th scope="col">{t('punchout.sent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>{wireTime(session.createdAt)}</Table.Td>
              <Table.Td>{session.protocol.toUpperCase()}</Table.Td>
              <Table.Td>{session.account}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{session.hookUrl}</Table.Td>
              <Table.Td>{t(`punchout.stateOf.${stateKey(session.state)}`)}</Table.Td>
              <Table.Td>
                {session.lines === null || session.total === null
                  ? ''
                  : t('punchout.sentLine', {
                      lines: session.lines,
                      total: moneyToText(parseMoney(session.total) ?? 0, 2),
                    })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const stateKey = (state: string) =>
  state === 'pending' || state === 'open' || state === 'transferred' ? state : 'expired';

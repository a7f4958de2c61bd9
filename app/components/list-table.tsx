import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll.tsx';

/**
 * A list as a table, the way every user-centre list reads: a caption (for screen readers only
 * unless `captionShown`), one column head per `heads`, a row per item — or, when there are none,
 * one row that says so across every column, so an empty list is never a bare header. On a
 * narrow window the table scrolls sideways in its own box, named by its caption.
 */
export function ListTable<Row>({
  caption,
  captionShown = false,
  heads,
  rows,
  empty,
  className,
  striped,
  children,
}: {
  caption: string;
  captionShown?: boolean;
  heads: ReactNode[];
  rows: readonly Row[];
  empty: ReactNode;
  className?: string;
  striped?: boolean;
  children: (row: Row) => ReactNode;
}) {
  return (
    <TableScroll label={caption}>
      <Table withTableBorder striped={striped} className={className}>
        <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {heads.map((head, index) => (
              <Table.Th scope="col" key={index}>
                {head}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={heads.length}>{empty}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map(children)
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { SectionPicker } from '@/components/ui/section-picker';
import { countOf } from '@/lib/count-of';
import { useFeeClearance } from '../api/get-fee-clearance';
import { formatPesos } from '../lib/money';
import type { ClearanceRowView } from '../types';

/** The admin address of a learner's account: `/admin/fees/accounts/<studentID>`. */
export type AccountAddress = (studentID: string) => string;

function columnsOf(accountAddress: AccountAddress): DataTableColumn<ClearanceRowView>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      sortValue: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={accountAddress(row.studentID)} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'lrn', header: 'LRN', cell: (row) => row.lrn ?? '' },
    { key: 'level', header: 'Level', cell: (row) => row.level },
    { key: 'section', header: 'Section', cell: (row) => row.section },
    { key: 'balance', header: 'Balance', align: 'right', sortValue: (row) => row.balanceCentavos, cell: (row) => formatPesos(row.balanceCentavos) },
    { key: 'overdue', header: 'Overdue', align: 'right', sortValue: (row) => row.overdueCentavos, cell: (row) => formatPesos(row.overdueCentavos) },
  ];
}

export interface ClearanceListProps {
  schoolYearID: string | null;
  accountAddress: AccountAddress;
}

/**
 * 'Clearance list': the learners with a balance, by level, section and name (of one section
 * when one is chosen), what of it is overdue, each leading to their account: the list checked
 * before examinations.
 */
export function ClearanceList({ schoolYearID, accountAddress }: ClearanceListProps) {
  const [sectionID, setSectionID] = useState<string | null>(null);
  const clearance = useFeeClearance(schoolYearID, sectionID);
  const rows = clearance.data;
  return (
    <Stack gap="sm">
      <SectionPicker value={sectionID} onChange={setSectionID} />
      {!rows ? (
        <LoadState label="Loading the clearance list" query={clearance} failedText="The clearance list could not be loaded." />
      ) : (
        <>
          {rows.length > 0 && <Text size="sm" c="dimmed">{`${countOf(rows.length, 'learner')} with a balance.`}</Text>}
          <DataTable
            label="Clearance list"
            columns={columnsOf(accountAddress)}
            rows={rows}
            rowKey={(row) => row.studentID}
            emptyText={sectionID ? 'No learner of this section has a balance.' : 'No learner has a balance.'}
            pageSize={50}
            minWidth={820}
            noWrap
          />
        </>
      )}
    </Stack>
  );
}

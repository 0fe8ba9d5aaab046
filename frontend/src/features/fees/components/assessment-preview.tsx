import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { countOf } from '@/lib/count-of';
import { formatPesos } from '../lib/money';
import type { FeeAssessmentView, DifferingView } from '../types';
import { Figures } from './figures';

const DIFFERING_COLUMNS: DataTableColumn<DifferingView>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'posted', header: 'Posted', align: 'right', cell: (row) => formatPesos(row.postedCentavos), sortValue: (row) => row.postedCentavos },
  { key: 'now', header: 'Now', align: 'right', cell: (row) => formatPesos(row.assessedCentavos), sortValue: (row) => row.assessedCentavos },
];

export interface AssessmentPreviewProps {
  preview: FeeAssessmentView;
  /** What the preview covers: "the whole school", "Grade 7", … */
  scopeName: string;
  /** 'Assess N learners' was pressed. */
  onAssess: () => void;
}

/** "3 learners' levels have no payment plan: they are left out." */
function withoutScheduleText(count: number): string {
  return count === 1
    ? "1 learner's level has no payment plan: they are left out."
    : `${count} learners' levels have no payment plan: they are left out.`;
}

/**
 * What an assessment would post, before anything is: the learners in scope, those not yet
 * assessed, those left out for want of a payment plan, the totals, and the accounts whose
 * posted charges differ from the schedule now.
 */
export function AssessmentPreview({ preview, scopeName, onAssess }: AssessmentPreviewProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={headingId}>
          {`Preview: ${scopeName}`}
        </Title>
        <Figures
          label="What the schedule gives"
          figures={[
            { label: 'Learners', value: String(preview.learners) },
            { label: 'Not yet assessed', value: String(preview.notAssessed) },
            { label: 'Charges', value: formatPesos(preview.chargesCentavos) },
            { label: 'Discounts', value: formatPesos(preview.discountsCentavos) },
            { label: 'Net', value: formatPesos(preview.netCentavos) },
          ]}
        />
        {preview.withoutSchedule > 0 && (
          <Alert color="yellow" variant="light">
            {withoutScheduleText(preview.withoutSchedule)}
          </Alert>
        )}
        <Stack gap="xs">
          <Text fw={600}>Accounts that differ</Text>
          <DataTable
            label="Accounts that differ"
            columns={DIFFERING_COLUMNS}
            rows={preview.differing}
            rowKey={(row) => row.studentID}
            emptyText="No assessed account differs from the schedule."
            pageSize={20}
            minWidth={420}
          />
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onAssess} disabled={preview.learners === 0}>
            {`Assess ${countOf(preview.learners, 'learner')}`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { DownloadOutcome } from '@/components/ui/download-outcome';
import { errorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { learnerSf10File, reportCardFile, useSchoolFormDownload, type SchoolFormFile } from '@/lib/school-forms';
import type { TransferAnswer } from '../types';

export const SF10_BUTTON = 'Download SF10 (permanent record)';
export const SF9_BUTTON = 'Download SF9 (report card)';

export interface LeaverRecordsProps {
  studentID: string;
  name: string;
  /** What the transfer out answered: the enrolment that now reads 'Transferred out', and whether they were archived. */
  answer: TransferAnswer;
  onClose: () => void;
}

/**
 * What a recorded transfer out leaves in its dialog: where and when the learner went, whether
 * they are in the archive already, and the two files the receiving school gets, their permanent
 * record (SF10) and their report card (SF9) of the year.
 */
export function LeaverRecords({ studentID, name, answer, onClose }: LeaverRecordsProps) {
  const download = useSchoolFormDownload();
  const { enrolment, archived } = answer;
  const files: [string, SchoolFormFile][] = [
    [SF10_BUTTON, learnerSf10File(studentID)],
    [SF9_BUTTON, reportCardFile(studentID, enrolment.schoolYearID)],
  ];
  const leaving = [
    `${name} transfers out`,
    enrolment.otherSchool ? ` to ${enrolment.otherSchool}` : '',
    enrolment.statusOn ? ` on ${formatShortDate(enrolment.statusOn)}` : '',
    '.',
  ].join('');

  return (
    <Stack gap="sm">
      <Alert color="green" title="Transfer out recorded">
        <Stack gap={4}>
          <Text size="sm">{leaving}</Text>
          {archived && <Text size="sm">{`${name} has been moved to the archive.`}</Text>}
        </Stack>
      </Alert>
      <Text size="sm">The receiving school gets their permanent record and their report card of {enrolment.schoolYear}:</Text>
      <Group gap="sm">
        {files.map(([button, file]) => (
          <Button
            key={button}
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={download.isPending && download.variables?.path === file.path}
            disabled={download.isPending && download.variables?.path !== file.path}
            onClick={() => download.mutate(file)}
          >
            {button}
          </Button>
        ))}
      </Group>
      <DownloadOutcome savedAs={download.data?.savedAs} refusal={download.error ? errorMessage(download.error) : null} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

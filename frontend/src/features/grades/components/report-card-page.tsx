import { Box, Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { LoadState } from '@/components/ui/load-state';
import { reportCardPdfPath } from '../api/paths';
import { useReportCard } from '../api/report-cards';
import { ReportCardSheet } from './report-card-sheet';
import classes from './report-card-page.module.css';

export interface ReportCardPageProps {
  studentID: string;
  yearID: string;
}

/** A student's report card of a school year, to print or download as PDF. */
export function ReportCardPage({ studentID, yearID }: ReportCardPageProps) {
  const card = useReportCard(studentID, yearID);
  return (
    <Box component="main" className={classes.ground}>
      <Group justify="flex-end" gap="xs" mb="md" maw="60rem" mx="auto" className={classes.actions}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!card.data}>
          Print
        </Button>
        <Button
          component="a"
          variant="light"
          href={reportCardPdfPath(studentID, yearID)}
          target="_blank"
          rel="noopener"
          leftSection={<IconDownload size={16} />}
        >
          Download PDF
        </Button>
      </Group>
      <div className={`${classes.sheet} ${card.data?.paper === 'letter' ? classes.letter : classes.a4}`}>
        {card.data ? (
          <ReportCardSheet card={card.data} />
        ) : (
          <LoadState label="Loading report card" query={card} failedText="The report card could not be loaded." />
        )}
      </div>
    </Box>
  );
}

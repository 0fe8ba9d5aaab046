import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** 'Print timetable': the browser's print dialog, whose printout holds the weeks alone. */
export function PrintTimetableButton() {
  return (
    <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
      Print timetable
    </Button>
  );
}

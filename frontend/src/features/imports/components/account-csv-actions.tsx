import { Button, Group } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { exportPath, type AccountKind } from '../columns';
import { ImportCsvModal } from './import-csv-modal';

export interface AccountCsvActionsProps {
  kind: AccountKind;
  /** The list shows the archived students ('Show archived'): 'Export CSV' exports them instead. */
  archived?: boolean;
}

/** 'Import from CSV' and (for students and teachers) 'Export CSV' beside an account list. */
export function AccountCsvActions({ kind, archived = false }: AccountCsvActionsProps) {
  const [importing, setImporting] = useState(false);
  return (
    <Group gap="xs">
      <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
        Import from CSV
      </Button>
      {kind !== 'guardians' && (
        <Button variant="light" component="a" href={exportPath(kind, archived)} download leftSection={<IconFileExport size={16} />}>
          Export CSV
        </Button>
      )}
      <ImportCsvModal kind={kind} opened={importing} onClose={() => setImporting(false)} />
    </Group>
  );
}

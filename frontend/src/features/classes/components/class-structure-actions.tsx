import { Button, Group } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { EXPORT_CLASSES_PATH } from '../api/class-structure';
import { ClassStructureImportModal } from './class-structure-import-modal';

/** 'Export class structure' (a download) and 'Import class structure' on the classes list. */
export function ClassStructureActions() {
  const [importing, setImporting] = useState(false);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        component="a"
        href={EXPORT_CLASSES_PATH}
        download
        leftSection={<IconFileExport size={16} />}
      >
        Export class structure
      </Button>
      <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
        Import class structure
      </Button>
      <ClassStructureImportModal opened={importing} onClose={() => setImporting(false)} />
    </Group>
  );
}

import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useImportAccounts, type ImportOutcome } from '../api';
import { templateText, type AccountKind } from '../columns';

interface ImportCsvModalProps {
  kind: AccountKind;
  opened: boolean;
  onClose: () => void;
}

/** Saves the header-only template the way a download link would. */
function downloadTemplate(kind: AccountKind) {
  const url = URL.createObjectURL(new Blob([templateText(kind)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-template.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The row errors of a refused file, by line. */
function RowErrors({ outcome }: { outcome: Extract<ImportOutcome, { ok: false }> }) {
  return (
    <Alert color="red" title={outcome.message}>
      {outcome.rows.length > 0 && (
        <Table.ScrollContainer minWidth={360} mah={280}>
          <Table striped aria-label="Rows with errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Column</Table.Th>
                <Table.Th>Problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.rows.map((row, index) => (
                <Table.Tr key={`${row.line}-${row.column}-${index}`}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.column}</Table.Td>
                  <Table.Td>{row.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Alert>
  );
}

/** Choose a CSV file, check it, import it: every row or none. */
export function ImportCsvModal({ kind, opened, onClose }: ImportCsvModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const importAccounts = useImportAccounts(kind);
  const outcome = importAccounts.data;

  const close = () => {
    setFile(null);
    importAccounts.reset();
    onClose();
  };
  const send = (dryRun: boolean) => {
    if (!file) return;
    importAccounts.mutate(
      { file, dryRun },
      {
        onSuccess: (answer) => {
          if (answer.ok && !answer.dryRun) {
            notifySuccess(answer.message);
            close();
          }
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Import ${kind} from CSV`} size="xl">
      <Stack gap="md">
        <Text size="sm">
          One row per account, with the columns of the template (UTF-8 CSV). Every row is checked first: if any
          row has an error, nothing is imported. New accounts start on the starting password and must change it
          at first sign-in.
        </Text>
        <Group>
          <Button variant="subtle" leftSection={<IconDownload size={16} />} onClick={() => downloadTemplate(kind)}>
            Download template
          </Button>
        </Group>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            importAccounts.reset();
          }}
        />
        {importAccounts.isError && (
          <Alert color="red" title="The file could not be sent.">
            {errorMessage(importAccounts.error)}
          </Alert>
        )}
        {outcome && !outcome.ok && <RowErrors outcome={outcome} />}
        {outcome?.ok && outcome.dryRun && <Alert color="green">{outcome.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="light"
            disabled={!file}
            loading={importAccounts.isPending && importAccounts.variables.dryRun}
            onClick={() => send(true)}
          >
            Check file
          </Button>
          <Button
            disabled={!file}
            loading={importAccounts.isPending && !importAccounts.variables.dryRun}
            onClick={() => send(false)}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

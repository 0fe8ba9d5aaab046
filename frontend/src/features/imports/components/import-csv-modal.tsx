import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useImportAccounts, useUndoImport, type ImportOutcome } from '../api/import-accounts';
import { templateText, type AccountKind } from '../columns';

interface ImportCsvModalProps {
  kind: AccountKind;
  opened: boolean;
  onClose: () => void;
}

/** Saves the template (header and one example row) the way a download link would. */
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

/** The columns the server ignored, as it named them. */
function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" title="Warnings">
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** After an import: what it did, and undoing it (asked twice) while its accounts are unused. */
function Imported({ kind, importId, message }: { kind: AccountKind; importId: string; message: string }) {
  const undo = useUndoImport(kind);
  const [asking, setAsking] = useState(false);
  if (undo.isSuccess) return <Alert color="green">{undo.data.message}</Alert>;
  return (
    <Alert color="green" title={message}>
      <Stack gap="xs">
        <Text size="sm">
          Imported by mistake? Undo removes the accounts this import created, as long as none is in a class, has
          messages or files, or has changed the starting password.
        </Text>
        {undo.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(undo.error)}
          </Text>
        )}
        {asking ? (
          <Group>
            <Text size="sm" fw={600}>
              Remove the accounts this import created?
            </Text>
            <Button color="red" size="xs" loading={undo.isPending} onClick={() => undo.mutate(importId)}>
              Yes, undo the import
            </Button>
            <Button variant="default" size="xs" onClick={() => setAsking(false)}>
              Keep them
            </Button>
          </Group>
        ) : (
          <Group>
            <Button variant="light" color="red" size="xs" onClick={() => setAsking(true)}>
              Undo this import
            </Button>
          </Group>
        )}
      </Stack>
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
          // The dialog stays open after an import: it shows the warnings and offers the undo.
          if (answer.ok && !answer.dryRun) notifySuccess(answer.message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Import ${kind} from CSV`} size="xl">
      <Stack gap="md">
        {kind === 'guardians' ? (
          <Text size="sm">
            One row per guardian and child, with the columns of the template (UTF-8 CSV, commas or semicolons):
            rows sharing a guardian email make one account, linked to the student of each row
            (student_email). An email that already has a guardian account links that account. Every row is checked
            first: if any row has an error, nothing is imported. New accounts start on the starting password and
            must change it at first sign-in.
          </Text>
        ) : (
          <Text size="sm">
            One row per account, with the columns of the template (UTF-8 CSV, commas or semicolons). Every row is
            checked first: if any row has an error, nothing is imported. New accounts start on the starting password
            and must change it at first sign-in.
          </Text>
        )}
        <Text size="sm">
          {kind === 'guardians' ? '' : 'Write dates as YYYY-MM-DD, e.g. 2010-06-15. '}
          The template&apos;s example row uses an example.com address, which the import refuses: replace it with
          your own rows. Columns the template does not have are ignored.
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
        {outcome?.ok && !outcome.dryRun && outcome.importId && (
          <Imported kind={kind} importId={outcome.importId} message={outcome.message} />
        )}
        {/* Imports that cannot be undone (guardian accounts are deleted instead) say what they did. */}
        {outcome?.ok && !outcome.dryRun && !outcome.importId && <Alert color="green">{outcome.message}</Alert>}
        {outcome?.ok && <Warnings warnings={outcome.warnings} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {outcome?.ok && !outcome.dryRun ? 'Close' : 'Cancel'}
          </Button>
          <Button
            variant="light"
            disabled={!file || (outcome?.ok && !outcome.dryRun)}
            loading={importAccounts.isPending && importAccounts.variables.dryRun}
            onClick={() => send(true)}
          >
            Check file
          </Button>
          <Button
            disabled={!file || (outcome?.ok && !outcome.dryRun)}
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

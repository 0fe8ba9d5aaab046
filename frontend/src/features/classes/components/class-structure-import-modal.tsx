import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useImportClassStructure, type StructureOutcome, type StructureTally } from '../api/class-structure';

const KINDS: { key: keyof StructureTally; label: string }[] = [
  { key: 'categories', label: 'Categories' },
  { key: 'levels', label: 'Levels' },
  { key: 'sections', label: 'Sections' },
  { key: 'subjects', label: 'Subjects' },
  { key: 'schedules', label: 'Schedules' },
];

type Checked = Extract<StructureOutcome, { ok: true }>;

/** What the checked file would create and reuse, by kind, and its warnings. */
function CheckResult({ outcome }: { outcome: Checked }) {
  return (
    <Stack gap="sm">
      <Alert color="green">{outcome.message}</Alert>
      <Table.ScrollContainer minWidth={300}>
        <Table striped aria-label="What the import does">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Kind</Table.Th>
              <Table.Th scope="col">New</Table.Th>
              <Table.Th scope="col">Already here</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {KINDS.map(({ key, label }) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{outcome.created[key]}</Table.Td>
                <Table.Td>{outcome.reused[key]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {outcome.warnings.length > 0 && (
        <Alert color="yellow" title="Some teachers are not on this server">
          <List size="sm" mah={200} style={{ overflowY: 'auto' }}>
            {outcome.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** Every problem of a refused file, each with where it is. */
function Problems({ outcome }: { outcome: Extract<StructureOutcome, { ok: false }> }) {
  return (
    <Alert color="red" title={outcome.message}>
      <List size="sm" mah={280} style={{ overflowY: 'auto' }} aria-label="Problems in the file">
        {outcome.problems.map((problem, index) => (
          <List.Item key={`${index}-${problem}`}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

interface ClassStructureImportModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Choose a class-structure file: it is checked at once, then 'Import' merges it in. */
export function ClassStructureImportModal({ opened, onClose }: ClassStructureImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<StructureOutcome | null>(null);
  const structure = useImportClassStructure();

  const close = () => {
    setFile(null);
    setChecked(null);
    structure.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    structure.reset();
    if (chosen) structure.mutate({ file: chosen, check: true }, { onSuccess: setChecked });
  };
  const confirm = () => {
    if (!file) return;
    structure.mutate(
      { file, check: false },
      {
        onSuccess: (answer) => {
          if (answer.ok) {
            notifySuccess(answer.message);
            close();
          } else {
            setChecked(answer);
          }
        },
      },
    );
  };
  const checking = structure.isPending && structure.variables.check;

  return (
    <Modal opened={opened} onClose={close} title="Import class structure" size="xl">
      <Stack gap="md">
        <Text size="sm">
          A file exported with &lsquo;Export class structure&rsquo;, from this server or another: categories, levels,
          sections, subjects and weekly schedules, with advisers and teachers by email. The file is checked first; if
          anything is wrong, nothing is imported. Classes that already exist with the same name are kept and filled
          in; students are not part of the file.
        </Text>
        <FileInput
          label="Class structure file"
          placeholder="Choose a .json file"
          accept=".json,application/json"
          clearable
          value={file}
          onChange={choose}
        />
        {checking && <Text size="sm">Checking the file…</Text>}
        {structure.isError && (
          <Alert color="red" title="The file could not be sent.">
            {errorMessage(structure.error)}
          </Alert>
        )}
        {checked && !checked.ok && <Problems outcome={checked} />}
        {checked?.ok && <CheckResult outcome={checked} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!file || !checked?.ok}
            loading={structure.isPending && !structure.variables.check}
            onClick={confirm}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

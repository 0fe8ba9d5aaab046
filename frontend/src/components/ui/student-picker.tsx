import { Button, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { StudentSearchField } from '@/components/ui/student-search-field';
import { useStudentSearchResults } from '@/lib/queries/student-search';
import type { Student } from '@/types/api';

/** "Grade 7 - Rizal", or "No section". */
function placeOf(student: Student): string {
  return student.level && student.section ? `${student.level} - ${student.section}` : 'No section';
}

export interface StudentPickerProps {
  /** The student chosen; null while searching. */
  value: Student | null;
  onChange: (student: Student | null) => void;
}

/**
 * 'Search students' (name or email, searched on the server) listing the first matches; one is
 * chosen by Enter or a click, then shown with 'Change student'.
 */
export function StudentPicker({ value, onChange }: StudentPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const results = useStudentSearchResults(q);

  if (value) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar image={value.image} alt="" radius="xl" />
            <Stack gap={0} miw={0}>
              <Text fw={600}>{value.full_name}</Text>
              <Text size="sm" c="dimmed">
                {`${placeOf(value)} · ${value.email}`}
              </Text>
            </Stack>
          </Group>
          <Button variant="default" onClick={() => onChange(null)}>
            Change student
          </Button>
        </Group>
      </Paper>
    );
  }

  const found = results.data?.students ?? [];
  return (
    <Stack gap="xs">
      <StudentSearchField value={search} onChange={setSearch} />
      {!q.trim() ? (
        <Text size="sm" c="dimmed">
          Type a name or an email to find a student.
        </Text>
      ) : results.isPending ? (
        <Loader size="sm" aria-label="Searching students" />
      ) : results.isError ? (
        <Text size="sm" c="dimmed">
          The students could not be searched.
        </Text>
      ) : found.length === 0 ? (
        <Text size="sm" c="dimmed">
          No student found. Please refine your search.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Students found">
          {found.map((student) => (
            <li key={student._id}>
              <UnstyledButton
                w="100%"
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
                onClick={() => onChange(student)}
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar image={student.image} alt="" radius="xl" size="sm" />
                  <Stack gap={0} miw={0}>
                    <Text fw={600} size="sm">
                      {student.full_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {`${placeOf(student)} · ${student.email}`}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {results.data && results.data.total > found.length && (
        <Text size="xs" c="dimmed">{`The first ${found.length} of ${results.data.total}: type more to narrow the search.`}</Text>
      )}
    </Stack>
  );
}

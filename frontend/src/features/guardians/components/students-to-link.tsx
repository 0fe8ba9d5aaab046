import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { StudentPicker } from '@/components/ui/student-picker';
import type { Student } from '@/types/api';
import { placeOf } from '../utils/place';

export interface StudentsToLinkProps {
  value: Student[];
  onChange: (students: Student[]) => void;
  /** Why the server refused the students, shown under them. */
  error?: string;
}

/** The students a new account is linked to: each chosen one with 'Remove', and a picker to add one more. */
export function StudentsToLink({ value, onChange, error }: StudentsToLinkProps) {
  const [picking, setPicking] = useState(false);
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id={headingId}>
        Children to link
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet: the account can be linked to its children now or later.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {value.map((student) => (
            <Paper component="li" key={student._id} withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {student.full_name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {`${placeOf(student)} · ${student.email}`}
                  </Text>
                </Stack>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${student.full_name}`}
                  onClick={() => onChange(value.filter((each) => each._id !== student._id))}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {picking ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <StudentPicker
              value={null}
              onChange={(student) => {
                if (student && !value.some((each) => each._id === student._id)) onChange([...value, student]);
                setPicking(false);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setPicking(false)}>
                Done
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group>
          <Button variant="light" size="xs" onClick={() => setPicking(true)}>
            Add a child
          </Button>
        </Group>
      )}
    </Stack>
  );
}

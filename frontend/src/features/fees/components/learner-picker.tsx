import { Button, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LEARNERS_FOUND_MAX, useLearnerSearch } from '../api/search-learners';
import type { FeeLearnerMatchView } from '../types';

/** "LRN 136514120001 · Grade 7 - Rizal · juan@…", with what is not recorded said so. */
function detailsOf(learner: FeeLearnerMatchView): string {
  const lrn = learner.lrn ? `LRN ${learner.lrn}` : 'No LRN yet';
  const place = learner.level && learner.section ? `${learner.level} - ${learner.section}` : (learner.level ?? 'No section');
  return [lrn, place, learner.email].join(' · ');
}

/** What the list says in place of matches: nothing typed, loading, a failure, none found. */
function SearchState({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export interface LearnerPickerProps {
  /** The learner chosen; null while searching. */
  value: FeeLearnerMatchView | null;
  onChange: (learner: FeeLearnerMatchView | null) => void;
}

/**
 * 'Search learners' (name, email or LRN, searched on the server by the fees staff's own call)
 * listing the first matches with their LRN; one is chosen by Enter or a click, then shown with
 * 'Change learner'.
 */
export function LearnerPicker({ value, onChange }: LearnerPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const results = useLearnerSearch(q);

  if (value) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={600}>{value.full_name}</Text>
            <Text size="sm" c="dimmed">
              {detailsOf(value)}
            </Text>
          </Stack>
          <Button variant="default" onClick={() => onChange(null)}>
            Change learner
          </Button>
        </Group>
      </Paper>
    );
  }

  const found = results.data?.learners ?? [];
  let list;
  if (!q.trim()) list = <SearchState>Type a name, an email or an LRN to find a learner.</SearchState>;
  else if (results.isPending) list = <Loader size="sm" aria-label="Searching learners" />;
  else if (results.isError) list = <SearchState>The learners could not be searched.</SearchState>;
  else if (found.length === 0) list = <SearchState>No learner found. Please refine your search.</SearchState>;
  else {
    list = (
      <>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Learners found">
          {found.map((learner) => (
            <li key={learner._id}>
              <UnstyledButton
                w="100%"
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
                onClick={() => onChange(learner)}
              >
                <Text component="span" display="block" fw={600} size="sm">
                  {learner.full_name}
                </Text>
                <Text component="span" display="block" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {detailsOf(learner)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
        {found.length >= LEARNERS_FOUND_MAX && (
          <Text size="xs" c="dimmed">{`The first ${found.length} matches: type more to narrow the search.`}</Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Search learners"
        description="Name, email or LRN"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
      />
      {list}
    </Stack>
  );
}

import { Button, Group, Loader, Select, Stack, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { useTeacherSearch } from '@/lib/queries/teacher-search';
import type { ClassTeacher } from '../types';
import { CLASS_TEXTS } from '../utils/texts';

export interface TeacherSelectProps
  extends Omit<SelectProps, 'data' | 'searchable' | 'limit' | 'filter' | 'searchValue' | 'onSearchChange'> {
  /** Who was chosen before (the section's adviser, the subject's teacher), shown from the start. */
  initial?: ClassTeacher | null;
}

/** Lets the server's search stand: its matches need not contain the typed text as one piece. */
const listAsFound: SelectProps['filter'] = ({ options }) => options;

const contains = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

/**
 * Choosing a teacher (adviser or subject teacher) by name. Typing searches the server, which
 * answers the first few matches, so a school with thousands of teachers stays quick; the
 * chosen teacher stays shown whatever the search lists. A school without any teacher gets a
 * plain word and a way to create one.
 */
export function TeacherSelect({
  initial = null,
  placeholder = 'Choose a teacher',
  value,
  onChange,
  disabled,
  ...props
}: TeacherSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ClassTeacher | null>(initial);
  const chosen = picked && picked._id === value ? picked : null;
  // The box showing the chosen name lists everyone, as a Select with a fixed list would.
  const term = chosen && search === chosen.full_name ? '' : search.trim();
  const [q] = useDebouncedValue(term, 250);
  const found = useTeacherSearch(q);
  const schoolHasNone = q === '' && !found.isPlaceholderData && found.data?.total === 0;

  const data = useMemo(() => {
    const options: ComboboxItem[] = (found.data?.teachers ?? []).map((teacher) => ({
      value: teacher._id,
      label: teacher.full_name,
    }));
    if (chosen && !options.some((option) => option.value === chosen._id) && (!term || contains(chosen.full_name, term))) {
      options.unshift({ value: chosen._id, label: chosen.full_name });
    }
    return options;
  }, [found.data, chosen, term]);

  const select = (
    <Select
      searchable
      filter={listAsFound}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={(id, option) => {
        setPicked(id ? { _id: id, full_name: option.label } : null);
        onChange?.(id, option);
      }}
      disabled={disabled || schoolHasNone}
      placeholder={schoolHasNone ? 'No teachers yet' : placeholder}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No teacher by that name'}
      rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching teachers" /> : undefined}
      {...props}
    />
  );
  if (!schoolHasNone) return select;
  return (
    <Stack gap={6}>
      {select}
      <NoTeachersYet />
    </Stack>
  );
}

/** Shown instead of an empty list: a teacher account must exist before anyone can be chosen. */
function NoTeachersYet() {
  const { openCreateTeacher } = useAdminNavigation();
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm">{CLASS_TEXTS.noTeachersYet}</Text>
      {openCreateTeacher && (
        <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={openCreateTeacher}>
          Create account for teacher
        </Button>
      )}
    </Group>
  );
}

import { Loader, Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTeacherSearch, type TeacherChoice } from '@/lib/queries/teacher-search';

/** The chosen teacher of `TeacherPicker` (their id), and where a new choice goes. */
export interface TeacherPickerProps {
  value: string | null;
  onChange: (teacherId: string | null) => void;
}

/** Lets the server's search stand: its matches need not contain the typed text as one piece. */
const listAsFound: SelectProps['filter'] = ({ options }) => options;

/**
 * 'Teacher': a teacher chosen by name. Typing searches the server, which answers the first few
 * matches (a school may have thousands); the chosen teacher stays listed whatever the search.
 */
export function TeacherPicker({ value, onChange }: TeacherPickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TeacherChoice | null>(null);
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
    if (chosen && !options.some((option) => option.value === chosen._id)) {
      options.unshift({ value: chosen._id, label: chosen.full_name });
    }
    return options;
  }, [found.data, chosen]);

  return (
    <Select
      label="Teacher"
      searchable
      clearable
      filter={listAsFound}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={(id, option) => {
        setPicked(id ? { _id: id, full_name: option.label } : null);
        onChange(id);
      }}
      disabled={schoolHasNone}
      placeholder={schoolHasNone ? 'No teachers yet' : 'Choose a teacher'}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No teacher by that name'}
      rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching teachers" /> : undefined}
      w={{ base: '100%', xs: 320 }}
    />
  );
}

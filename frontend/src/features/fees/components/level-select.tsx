import { Loader, Select } from '@mantine/core';
import { useLevelOptions } from '../hooks/use-level-options';

export interface LevelSelectProps {
  value: string | null;
  onChange: (levelID: string | null) => void;
  error?: string;
  /** A choice may be cleared (a scope's level); else one always stands. */
  clearable?: boolean;
}

/** 'Level': every level of the school by category ("Grade 7" under Junior High School), found by typing. */
export function LevelSelect({ value, onChange, error, clearable = false }: LevelSelectProps) {
  const { categories, groups } = useLevelOptions();
  const none = categories.data !== undefined && groups.length === 0;
  return (
    <Select
      label="Level"
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      data={groups}
      value={value}
      onChange={onChange}
      disabled={none}
      placeholder={none ? 'No levels yet' : 'Choose a level'}
      nothingFoundMessage="No level by that name"
      rightSection={categories.isPending ? <Loader size="xs" aria-label="Loading levels" /> : undefined}
      error={error}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

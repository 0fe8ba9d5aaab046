import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface StudentSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a section's students: name or email. */
export function StudentSearchField({ value, onChange }: StudentSearchFieldProps) {
  return (
    <TextInput
      label="Search students"
      placeholder="Name or email"
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={100}
    />
  );
}

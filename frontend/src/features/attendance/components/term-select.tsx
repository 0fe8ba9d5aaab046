import { Select } from '@mantine/core';
import { useCurrentYear } from '@/lib/queries/current-year';
import { termText } from '../utils/months';

export interface TermSelectProps {
  /** The term chosen; null for the current one (as the server reckons it). */
  value: string | null;
  onChange: (termID: string | null) => void;
}

/** 'Term': the current school year's terms; left blank, the current term. */
export function TermSelect({ value, onChange }: TermSelectProps) {
  const year = useCurrentYear();
  const terms = year.data?.terms ?? [];
  return (
    <Select
      label="Term"
      clearable
      data={terms.map((term) => ({ value: term._id, label: termText(term) }))}
      value={value}
      onChange={onChange}
      placeholder={year.data === null ? 'No school year set' : 'Current term'}
      disabled={terms.length === 0}
      w={{ base: '100%', xs: 360 }}
    />
  );
}

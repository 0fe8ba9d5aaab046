import { Button, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Chosen } from '../../types';

export interface ChooseExistingProps {
  /** The Select's label, e.g. "Category". */
  label: string;
  /** Lower-case name of the thing, e.g. "category". */
  noun: string;
  options: Chosen[];
  /** What was chosen before going back, if it is still listed. */
  initialId?: string | null;
  requiredMessage: string;
  onChoose: (chosen: Chosen) => void;
  onCreateNew: () => void;
}

/** A wizard step in choose mode: pick an existing one and press "Select", or switch to create. */
export function ChooseExisting({
  label,
  noun,
  options,
  initialId = null,
  requiredMessage,
  onChoose,
  onCreateNew,
}: ChooseExistingProps) {
  const listed = options.some((option) => option.id === initialId) ? initialId : null;
  const form = useForm<{ id: string | null }>({
    initialValues: { id: listed },
    validate: { id: (value) => (value ? null : requiredMessage) },
  });

  const submit = ({ id }: { id: string | null }) => {
    const chosen = options.find((option) => option.id === id);
    if (chosen) onChoose(chosen);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={480}>
        <Select
          label={label}
          required
          placeholder={`Choose a ${noun}`}
          data={options.map((option) => ({ value: option.id, label: option.name }))}
          {...form.getInputProps('id')}
        />
        <Group gap="sm">
          <Button type="submit">Select</Button>
          <Button variant="light" onClick={onCreateNew}>
            {`Create a new ${noun}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

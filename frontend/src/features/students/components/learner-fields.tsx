import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { StudentForm } from '../hooks/use-student-form';

const SEXES = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
];

/** The learner's record as DepEd's School Forms keep it; every field may stay blank. */
export function LearnerFields({ form }: { form: StudentForm }) {
  return (
    <Fieldset legend="Learner record">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="LRN"
            description="12 digits, from the Learner Information System"
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('lrn')}
          />
          <Select label="Sex" data={SEXES} clearable {...form.getInputProps('sex')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Mother tongue" autoComplete="off" {...form.getInputProps('mother_tongue')} />
          <TextInput label="Religion" autoComplete="off" {...form.getInputProps('religion')} />
          <TextInput
            label="Indigenous people's group"
            description="Only if the learner belongs to one"
            autoComplete="off"
            {...form.getInputProps('ip_group')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Father's name" autoComplete="off" {...form.getInputProps('father_name')} />
          <TextInput label="Mother's maiden name" autoComplete="off" {...form.getInputProps('mother_name')} />
        </SimpleGrid>
        <TextInput
          label="Remarks"
          description="As the School Register writes them, such as T/O, T/I, LE or DRP"
          autoComplete="off"
          {...form.getInputProps('remarks')}
        />
      </Stack>
    </Fieldset>
  );
}

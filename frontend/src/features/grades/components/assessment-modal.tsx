import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localIsoDate } from '@/lib/dates';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { ASSESSMENT_FIELDS, useAddAssessment, useUpdateAssessment } from '../api/gradebook';
import type { Assessment, AssessmentInput, Gradebook } from '../types';
import { plainNumber } from '../utils/scores';

export interface AssessmentModalProps {
  book: Gradebook;
  /** The assessment to edit; null to add one. */
  assessment: Assessment | null;
  opened: boolean;
  onClose: () => void;
}

/** The server's rules, checked before sending too. */
const HIGHEST_MESSAGE = 'Enter a highest possible score from 1 to 1000.';

function checkHighest(value: string): string | null {
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return HIGHEST_MESSAGE;
  const number = Number(text);
  return number >= 0.01 && number <= 1000 ? null : HIGHEST_MESSAGE;
}

/** 'Add assessment' and 'Edit assessment': title, category of the scheme, highest possible score, date. */
export function AssessmentModal({ book, assessment, opened, onClose }: AssessmentModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={assessment ? 'Edit assessment' : 'Add assessment'}>
      {opened && <AssessmentForm book={book} assessment={assessment} onClose={onClose} />}
    </Modal>
  );
}

function AssessmentForm({ book, assessment, onClose }: Omit<AssessmentModalProps, 'opened'>) {
  const add = useAddAssessment(book.subject._id, book.term._id);
  const update = useUpdateAssessment();
  const today = localIsoDate(new Date());
  const form = useForm<AssessmentInput>({
    initialValues: assessment
      ? { title: assessment.title, category: assessment.category, highest: plainNumber(assessment.highest), date: assessment.date }
      : {
          title: '',
          category: book.scheme.categories[0]?.key ?? '',
          highest: '',
          date: today >= book.term.firstDay && today <= book.term.lastDay ? today : book.term.firstDay,
        },
    validate: {
      title: (value) =>
        value.trim() === '' ? 'Enter a title.' : value.trim().length > 100 ? 'Keep the title to 100 characters.' : null,
      category: (value) =>
        book.scheme.categories.some((category) => category.key === value) ? null : "Choose a category of this subject's scheme.",
      highest: checkHighest,
      date: (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= book.term.firstDay && value <= book.term.lastDay
          ? null
          : 'Choose a day within the term.',
    },
  });

  const submit = (values: AssessmentInput) => {
    const input = { ...values, title: values.title.trim(), highest: values.highest.trim() };
    const handlers = {
      onSuccess: () => {
        notifySuccess(assessment ? 'Assessment saved.' : 'Assessment added.');
        onClose();
      },
      onError: (error: Error) => showServerErrors(form, error, ASSESSMENT_FIELDS),
    };
    if (assessment) update.mutate({ id: assessment._id, ...input }, handlers);
    else add.mutate(input, handlers);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Select
          label="Category"
          required
          allowDeselect={false}
          data={book.scheme.categories.map((category) => ({
            value: category.key,
            label: `${category.name} (${category.weightPercent}%)`,
          }))}
          {...form.getInputProps('category')}
        />
        <TextInput label="Highest possible score" required inputMode="decimal" {...form.getInputProps('highest')} />
        <TextInput
          label="Date"
          type="date"
          required
          min={book.term.firstDay}
          max={book.term.lastDay}
          {...form.getInputProps('date')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {assessment ? 'Save' : 'Add assessment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

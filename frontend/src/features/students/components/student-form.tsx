import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PHONE_HINT, PHONE_PATTERN } from '@/lib/phone-rule';
import { STUDENT_PHOTO_UPLOAD_KEY } from '../api/upload-student-photo';
import type { StudentForm as StudentFormApi, StudentFormValues } from '../hooks/use-student-form';
import { EducationChooser } from './education-chooser';
import { LearnerFields } from './learner-fields';

export interface StudentFormProps {
  form: StudentFormApi;
  onSubmit: (values: StudentFormValues) => void;
  submitLabel: string;
  submitting: boolean;
  /** Create only: the default password, shown in a disabled field and sent as is. */
  defaultPassword?: string;
  /**
   * Create: the submit button lives in the chooser's section step, shown only once the chosen
   * level has sections. Edit: it sits
   * at the bottom, beside "Go back".
   */
  submitAt: 'section-step' | 'bottom';
  onCancel?: () => void;
}

/** The student, parent or guardian, learner record and education fields of the create and edit screens. */
export function StudentForm(props: StudentFormProps) {
  const { form, onSubmit, submitLabel, submitting, defaultPassword, submitAt, onCancel } = props;
  const uploading = useIsMutating({ mutationKey: STUDENT_PHOTO_UPLOAD_KEY }) > 0;
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };
  const submit: ReactNode = (
    <Button type="submit" loading={submitting} disabled={uploading}>
      {submitLabel}
    </Button>
  );

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <ImageUploadField
          label="Profile photo"
          noun="photo"
          previewAlt="Profile photo preview"
          uploadKey={STUDENT_PHOTO_UPLOAD_KEY}
          value={form.values.image}
          onChange={(path) => form.setFieldValue('image', path)}
          error={errorOf('image')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First name" required autoComplete="off" {...form.getInputProps('first_name')} />
          <TextInput label="Middle name" autoComplete="off" {...form.getInputProps('middle_name')} />
          <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Birth date"
            required
            type="date"
            // Browsers without a date picker fall back to text: say the format there.
            placeholder="YYYY-MM-DD"
            {...form.getInputProps('birthdate')}
          />
          <TextInput label="Email" required type="email" autoComplete="off" {...form.getInputProps('email')} />
        </SimpleGrid>
        <TextInput label="Home address" required autoComplete="off" {...form.getInputProps('address')} />
        {defaultPassword !== undefined && (
          <TextInput
            label="Default password"
            description="The student sets their own password at first sign-in."
            value={defaultPassword}
            disabled
            readOnly
            error={errorOf('password')}
          />
        )}
        <ParentFields form={form} required={submitAt === 'bottom'} />
        <LearnerFields form={form} />
        <EducationChooser
          value={form.values.education}
          onChange={(choice) => {
            form.setFieldValue('education', choice);
            form.clearFieldError('education');
          }}
          errors={{
            categoryID: errorOf('categoryID'),
            levelID: errorOf('levelID'),
            sectionID: errorOf('sectionID') ?? errorOf('education'),
          }}
          sectionAction={submitAt === 'section-step' ? submit : undefined}
        />
        {submitAt === 'bottom' && (
          <Group justify="flex-end">
            {onCancel && (
              <Button type="button" variant="default" onClick={onCancel}>
                Go back
              </Button>
            )}
            {submit}
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The parent or guardian block; each input's name says "Parent" so it differs from the student's. */
function ParentFields({ form, required }: { form: StudentFormApi; required: boolean }) {
  return (
    <Fieldset legend="Parent or guardian">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="First name"
            aria-label="Parent first name"
            required
            autoComplete="off"
            {...form.getInputProps('parent_fName')}
          />
          <TextInput
            label="Middle name"
            aria-label="Parent middle name"
            autoComplete="off"
            {...form.getInputProps('parent_mName')}
          />
          <TextInput
            label="Last name"
            aria-label="Parent last name"
            required
            autoComplete="off"
            {...form.getInputProps('parent_lName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Email"
            aria-label="Parent email"
            type="email"
            required={required}
            autoComplete="off"
            {...form.getInputProps('parent_email')}
          />
          <TextInput
            label="Phone"
            aria-label="Parent phone"
            type="tel"
            inputMode="tel"
            pattern={PHONE_PATTERN}
            description={PHONE_HINT}
            placeholder="e.g. 09171234567 or +63 917 123 4567"
            required={required}
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
          <TextInput label="Relationship" required autoComplete="off" {...form.getInputProps('relationship')} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PHONE_HINT, PHONE_PATTERN } from '@/lib/phone-rule';
import { TEACHER_PHOTO_UPLOAD_KEY } from '../api/upload-teacher-photo';
import type { TeacherForm as TeacherFormApi } from '../hooks/use-teacher-form';
import type { TeacherAccountFields } from '../types';

export interface TeacherFormProps {
  form: TeacherFormApi;
  onSubmit: (values: TeacherAccountFields) => void;
  submitLabel: string;
  submitting: boolean;
  /** Create only: the server's starting password for new accounts, shown in a disabled field. */
  defaultPassword?: string;
}

/**
 * The teacher account fields (photo, names, phone, birth date, email, address, Zoom), shared by
 * the create and edit screens.
 */
export function TeacherForm({ form, onSubmit, submitLabel, submitting, defaultPassword }: TeacherFormProps) {
  const uploading = useIsMutating({ mutationKey: TEACHER_PHOTO_UPLOAD_KEY }) > 0;
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <ImageUploadField
          label="Profile photo"
          noun="photo"
          previewAlt="Profile photo preview"
          uploadKey={TEACHER_PHOTO_UPLOAD_KEY}
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
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            pattern={PHONE_PATTERN}
            description={PHONE_HINT}
            placeholder="e.g. 09171234567 or +63 917 123 4567"
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Birth date"
            required
            type="date"
            // Browsers without a date picker fall back to text: say the format there.
            placeholder="YYYY-MM-DD"
            {...form.getInputProps('birthdate')}
          />
        </SimpleGrid>
        <TextInput label="Email" required type="email" autoComplete="off" {...form.getInputProps('email')} />
        <TextInput label="Home address" required autoComplete="off" {...form.getInputProps('address')} />
        {defaultPassword !== undefined && (
          <TextInput
            label="Default password"
            description="The teacher sets their own password at first sign-in."
            value={defaultPassword}
            disabled
            readOnly
            error={errorOf('password')}
          />
        )}
        <Fieldset legend="Zoom (optional)">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Zoom link" type="url" placeholder="https://" {...form.getInputProps('zoom_link')} />
            <TextInput label="Zoom ID" {...form.getInputProps('zoom_id')} />
            <TextInput label="Zoom password" {...form.getInputProps('zoom_password')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIsMutating } from '@tanstack/react-query';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { InfoList } from '@/components/ui/info-list';
import { ScreenSection } from '@/components/ui/screen-section';
import { notifySuccess } from '@/lib/notify';
import { PHONE_HINT, phoneRule } from '@/lib/phone-rule';
import { showServerErrors } from '@/lib/server-errors';
import { formatShortDate } from '@/lib/short-date';
import type { TeacherUser } from '@/types/api';
import { useUpdateTeacherProfile } from '../api/update-profile';

/** The notice once the account is saved, the same as the admin's teacher edit gives. */
export const ACCOUNT_UPDATED = "Teacher's account updated successfully!";

const PHOTO_UPLOAD_KEY = ['teacher-portal', 'photo-upload'] as const;

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');

export interface TeacherProfileScreenProps {
  teacher: TeacherUser;
  title: string;
}

/** The teacher's own account: facts read-only, phone and photo editable. */
export function TeacherProfileScreen({ teacher, title }: TeacherProfileScreenProps) {
  const uploading = useIsMutating({ mutationKey: PHOTO_UPLOAD_KEY }) > 0;
  const form = useForm({
    initialValues: { phone: teacher.phone, image: teacher.image },
    validate: { phone: phoneRule },
  });
  const save = useUpdateTeacherProfile({
    onSuccess: () => notifySuccess(ACCOUNT_UPDATED),
    onError: (error) => showServerErrors(form, error, ['phone']),
  });

  return (
    <ScreenSection title={title}>
      <Paper withBorder radius="md" p="lg">
        <form
          noValidate
          onSubmit={form.onSubmit(({ phone, image }) => save.mutate({ id: teacher._id, phone: phone.trim(), image }))}
        >
          <Stack gap="md" maw={520}>
            <ImageUploadField
              label="Profile photo"
              noun="photo"
              value={form.values.image}
              onChange={(image) => form.setFieldValue('image', image)}
              previewAlt="Profile photo"
              uploadKey={PHOTO_UPLOAD_KEY}
            />
            <TextInput
              label="Phone"
              required
              inputMode="tel"
              autoComplete="tel"
              description={PHONE_HINT}
              {...form.getInputProps('phone')}
            />
            <Group>
              <Button type="submit" loading={save.isPending} disabled={uploading}>
                Update Teacher Account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <InfoList
          items={[
            { label: 'First name', value: teacher.first_name },
            { label: 'Middle name', value: orNA(teacher.middle_name) },
            { label: 'Last name', value: teacher.last_name },
            { label: 'Birth date', value: orNA(formatShortDate(teacher.birthdate)) },
            { label: 'Email', value: teacher.email },
            { label: 'Address', value: orNA(teacher.address) },
            { label: 'Zoom link', value: orNA(teacher.zoom_link) },
            { label: 'Zoom ID', value: orNA(teacher.zoom_id) },
            { label: 'Zoom password', value: orNA(teacher.zoom_password) },
          ]}
        />
      </Paper>
    </ScreenSection>
  );
}

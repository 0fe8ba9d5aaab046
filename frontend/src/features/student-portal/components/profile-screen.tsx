import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIsMutating } from '@tanstack/react-query';
import { Avatar } from '@/components/ui/avatar';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { InfoList } from '@/components/ui/info-list';
import { ScreenSection } from '@/components/ui/screen-section';
import { showServerErrors } from '@/lib/server-errors';
import { formatShortDate } from '@/lib/short-date';
import type { StudentUser } from '@/types/api';
import { useUpdateProfilePhoto } from '../api/update-photo';

/** Asked, word for word, once a new photo is saved; accepting reloads the page. */
export const PHOTO_UPDATED = 'Profile photo updated successfully! Do you want to login again to reflect the change?';

const PHOTO_UPLOAD_KEY = ['student-portal', 'photo-upload'] as const;

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');

export interface ProfileScreenProps {
  student: StudentUser;
  title: string;
}

/** The student's own profile, read-only, with a photo they may change. */
export function ProfileScreen({ student, title }: ProfileScreenProps) {
  // The new photo, uploaded but not yet saved; the server's refusal shows beside it.
  const form = useForm<{ image: string | null }>({ initialValues: { image: null } });
  const photo = form.values.image;
  const uploading = useIsMutating({ mutationKey: PHOTO_UPLOAD_KEY }) > 0;
  const save = useUpdateProfilePhoto({
    onSuccess: () => {
      form.reset();
      // A question, not a notice: the page reloads only on yes; the photo already shows either way.
      if (window.confirm(PHOTO_UPDATED)) window.location.reload();
    },
    onError: (error) => showServerErrors(form, error, ['image']),
  });
  const parent = student.parent_guardian;

  return (
    <ScreenSection title={title}>
      <Paper withBorder radius="md" p="lg">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Avatar image={student.image} alt={student.full_name} size={96} radius="xl" />
          <Stack gap="sm" maw={360}>
            <ImageUploadField
              label="Profile photo"
              noun="photo"
              value={photo}
              onChange={(path) => form.setFieldValue('image', path)}
              error={typeof form.errors.image === 'string' ? form.errors.image : undefined}
              previewAlt="New profile photo"
              uploadKey={PHOTO_UPLOAD_KEY}
            />
            {photo && (
              <Button
                loading={save.isPending}
                disabled={uploading}
                onClick={() => save.mutate({ id: student._id, image: photo })}
              >
                Update Profile Photo
              </Button>
            )}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="md">
          Student information
        </Title>
        <InfoList
          items={[
            { label: 'First name', value: student.first_name },
            ...(student.middle_name ? [{ label: 'Middle name', value: student.middle_name }] : []),
            { label: 'Last name', value: student.last_name },
            { label: 'Birth date', value: orNA(formatShortDate(student.birthdate)) },
            { label: 'Email', value: student.email },
            { label: 'Home address', value: orNA(student.address) },
          ]}
        />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="md">
          Parent or guardian information
        </Title>
        <InfoList
          items={[
            { label: 'First name', value: orNA(parent.first_name) },
            { label: 'Middle name', value: orNA(parent.middle_name) },
            { label: 'Last name', value: orNA(parent.last_name) },
            { label: 'Email', value: orNA(parent.email) },
            { label: 'Phone number', value: orNA(parent.phone_number) },
            { label: 'Relationship', value: orNA(parent.relationship) },
          ]}
        />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="md">
          Education information
        </Title>
        <InfoList
          items={[
            { label: 'Category level', value: orNA(student.category) },
            { label: 'Level', value: orNA(student.level) },
            { label: 'Section', value: orNA(student.section) },
          ]}
        />
        {!student.section && (
          <Text c="dimmed" size="sm" mt="md">
            You are not in a section yet; the school will place you in one.
          </Text>
        )}
      </Paper>
    </ScreenSection>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIsMutating } from '@tanstack/react-query';
import { Avatar } from '@/components/ui/avatar';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { InfoList } from '@/components/ui/info-list';
import { ScreenSection } from '@/components/ui/screen-section';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import type { GuardianUser } from '@/types/api';
import { useUpdateGuardianPhoto } from '../api/update-photo';
import { EmailAlertsSwitch } from './email-alerts-switch';

export const PHOTO_SAVED = 'Your profile photo was updated.';
export const PHOTO_REMOVED = 'Your profile photo was removed.';

const PHOTO_UPLOAD_KEY = ['guardian-portal', 'photo-upload'] as const;

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');

export interface GuardianProfileScreenProps {
  guardian: GuardianUser;
  title: string;
}

/**
 * The guardian's own account, read-only but for the photo (the school keeps the rest); the
 * password is changed from the menu's 'Change password'.
 */
export function GuardianProfileScreen({ guardian, title }: GuardianProfileScreenProps) {
  // The new photo, uploaded but not yet saved; the server's refusal shows beside it.
  const form = useForm<{ image: string | null }>({ initialValues: { image: null } });
  const photo = form.values.image;
  const uploading = useIsMutating({ mutationKey: PHOTO_UPLOAD_KEY }) > 0;
  const save = useUpdateGuardianPhoto();

  const send = (image: string | null) =>
    save.mutate(image, {
      onSuccess: () => {
        form.reset();
        notifySuccess(image ? PHOTO_SAVED : PHOTO_REMOVED);
      },
      onError: (error) => showServerErrors(form, error, ['image']),
    });

  return (
    <ScreenSection title={title}>
      <Paper withBorder radius="md" p="lg">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Avatar image={guardian.image} alt={guardian.full_name} size={96} radius="xl" />
          <Stack gap="sm" maw={360} w="100%">
            <ImageUploadField
              label="Profile photo"
              noun="photo"
              value={photo}
              onChange={(path) => form.setFieldValue('image', path)}
              error={typeof form.errors.image === 'string' ? form.errors.image : undefined}
              previewAlt="New profile photo"
              uploadKey={PHOTO_UPLOAD_KEY}
            />
            <Group gap="sm">
              {photo && (
                <Button loading={save.isPending} disabled={uploading} onClick={() => send(photo)}>
                  Update Profile Photo
                </Button>
              )}
              {!photo && guardian.image && (
                <Button variant="light" color="red" loading={save.isPending} onClick={() => send(null)}>
                  Remove my photo
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="md">
          Parent or guardian information
        </Title>
        <InfoList
          items={[
            { label: 'First name', value: guardian.first_name },
            { label: 'Middle name', value: orNA(guardian.middle_name) },
            { label: 'Last name', value: guardian.last_name },
            { label: 'Email', value: guardian.email },
            { label: 'Phone number', value: orNA(guardian.phone) },
            { label: 'Relationship', value: guardian.relationship },
          ]}
        />
        <Text c="dimmed" size="sm" mt="md">
          To correct these details, please contact the school office.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="md">
          Alerts
        </Title>
        <EmailAlertsSwitch guardian={guardian} />
      </Paper>
    </ScreenSection>
  );
}

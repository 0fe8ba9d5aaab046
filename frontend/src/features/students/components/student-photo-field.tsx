import { Button, FileInput, Group, Image, Loader, Stack } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { assetUrl } from '@/lib/asset-url';
import { useUploadStudentPhoto } from '../api/upload-student-photo';

export const STUDENT_PHOTO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export interface StudentPhotoFieldProps {
  /** Stored image path, or null for no photo. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** The form's message for this field (e.g. the server's `errors.image`). */
  error?: string;
}

/** Picks a profile photo and uploads it at once; shows a preview with a "Remove photo" button. */
export function StudentPhotoField({ value, onChange, error }: StudentPhotoFieldProps) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The file being uploaded; cleared afterwards so the same file can be chosen again.
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadStudentPhoto({
    onSuccess: (path) => {
      setChosen(null);
      onChange(path);
    },
    onError: (failure) => {
      setChosen(null);
      setUploadError(isApiError(failure) ? failure.message : 'The photo could not be uploaded.');
    },
  });
  const preview = assetUrl(value);

  return (
    <Stack gap="xs">
      <FileInput
        label="Profile photo"
        description="PNG, JPEG, WebP or GIF"
        placeholder={value ? 'Choose another photo' : 'Choose a photo'}
        accept={STUDENT_PHOTO_TYPES}
        value={chosen}
        leftSection={<IconPhoto size={18} />}
        rightSection={upload.isPending ? <Loader size="xs" aria-label="Uploading photo" /> : undefined}
        disabled={upload.isPending}
        error={uploadError ?? error}
        onChange={(file) => {
          setUploadError(null);
          setChosen(file);
          if (file) upload.mutate(file);
        }}
      />
      {preview && (
        <Group align="flex-end" gap="sm">
          <Image src={preview} alt="Profile photo preview" w={120} h={120} fit="cover" radius="md" />
          <Button
            type="button"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange(null)}
          >
            Remove photo
          </Button>
        </Group>
      )}
    </Stack>
  );
}

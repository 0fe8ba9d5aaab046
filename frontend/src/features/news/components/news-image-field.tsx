import { Button, FileInput, Group, Image, Loader, Stack } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { assetUrl } from '@/lib/asset-url';
import { useUploadNewsImage } from '../api/upload-news-image';

export const NEWS_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export interface NewsImageFieldProps {
  /** Stored image path, or null for no picture. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** The form's message for this field (e.g. the server's `errors.image`). */
  error?: string;
}

/** Picks a picture and uploads it at once; shows it with a "Remove image" button. */
export function NewsImageField({ value, onChange, error }: NewsImageFieldProps) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The file being uploaded; cleared afterwards so the same file can be chosen again.
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadNewsImage({
    onSuccess: (path) => {
      setChosen(null);
      onChange(path);
    },
    onError: (failure) => {
      setChosen(null);
      setUploadError(isApiError(failure) ? failure.message : 'The image could not be uploaded.');
    },
  });
  const preview = assetUrl(value);

  return (
    <Stack gap="xs">
      <FileInput
        label="Image"
        description="PNG, JPEG, WebP or GIF"
        placeholder={value ? 'Choose another image' : 'Choose an image'}
        accept={NEWS_IMAGE_TYPES}
        value={chosen}
        leftSection={<IconPhoto size={18} />}
        rightSection={upload.isPending ? <Loader size="xs" aria-label="Uploading image" /> : undefined}
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
          <Image src={preview} alt="News image preview" maw={280} mah={200} fit="contain" radius="sm" />
          <Button
            type="button"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange(null)}
          >
            Remove image
          </Button>
        </Group>
      )}
    </Stack>
  );
}

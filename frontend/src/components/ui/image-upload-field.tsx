import { Button, FileInput, Group, Image, Loader, Stack, type ImageProps } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { assetUrl } from '@/lib/asset-url';
import { IMAGE_TYPES, useUploadImage } from '@/lib/upload-image';

export interface ImageUploadFieldProps {
  /** Stored image path, or null for none. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** The form's message for this field (e.g. the server's `errors.image`). */
  error?: string;
  /** The field's label, e.g. "Profile photo" or "Image". */
  label: string;
  /** What the picture is called in the texts: "photo" or "image". */
  noun: 'photo' | 'image';
  /** The preview's alternative text. */
  previewAlt: string;
  /** How the preview is sized. */
  previewProps?: Pick<ImageProps, 'w' | 'h' | 'maw' | 'mah' | 'fit' | 'radius'>;
  /** The upload's mutation key, for forms that wait on it. */
  uploadKey: readonly unknown[];
}

/** Picks a picture and uploads it at once; previews the stored picture with a remove button. */
export function ImageUploadField({
  value,
  onChange,
  error,
  label,
  noun,
  previewAlt,
  previewProps = { w: 120, h: 120, fit: 'cover', radius: 'md' },
  uploadKey,
}: ImageUploadFieldProps) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The file being uploaded; cleared afterwards so the same file can be chosen again.
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadImage(uploadKey, {
    onSuccess: (path) => {
      setChosen(null);
      onChange(path);
    },
    onError: (failure) => {
      setChosen(null);
      // A 415 carries the server's "not a supported picture" text: show it beside the field.
      setUploadError(isApiError(failure) ? failure.message : `The ${noun} could not be uploaded.`);
    },
  });
  const preview = assetUrl(value);
  const article = noun === 'image' ? 'an' : 'a';

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description="PNG, JPEG, WebP or GIF"
        placeholder={value ? `Choose another ${noun}` : `Choose ${article} ${noun}`}
        accept={IMAGE_TYPES}
        value={chosen}
        leftSection={<IconPhoto size={18} />}
        rightSection={upload.isPending ? <Loader size="xs" aria-label={`Uploading ${noun}`} /> : undefined}
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
          <Image src={preview} alt={previewAlt} {...previewProps} />
          <Button
            type="button"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange(null)}
          >
            Remove {noun}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

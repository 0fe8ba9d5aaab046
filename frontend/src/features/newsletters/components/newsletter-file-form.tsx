import { Button, FileInput, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { SHARED_FILE_TYPES, uploadErrorMessage } from '@/lib/upload-file';
import { useCreateNewsletterMemo } from '../api/create-newsletter-memo';
import { useUploadNewsletterFile } from '../api/upload-newsletter-file';

export const FILE_UPLOADED_ALERT = 'Uploaded file successfully!';

/** Uploads a newsletter or memo file, then lists it. */
export function NewsletterFileForm() {
  const form = useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: { file: (file) => (file ? null : 'Choose a file to upload.') },
  });
  const create = useCreateNewsletterMemo({
    onSuccess: () => {
      window.alert(FILE_UPLOADED_ALERT);
      form.reset();
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  const upload = useUploadNewsletterFile({
    onSuccess: (path) => create.mutate({ file: path }),
    onError: (error) => window.alert(uploadErrorMessage(error)),
  });

  const submit = form.onSubmit(({ file }) => {
    if (file) upload.mutate(file);
  });

  return (
    <form noValidate onSubmit={submit}>
      <FileInput
        label="Newsletter or memo file"
        description="PDF, JPG, JPEG or PNG"
        placeholder="Choose a file"
        accept={SHARED_FILE_TYPES}
        clearable
        key={form.key('file')}
        {...form.getInputProps('file')}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button type="submit" leftSection={<IconUpload size={16} />} loading={upload.isPending || create.isPending}>
              Upload file
            </Button>
          </Group>
        )}
      />
    </form>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useCreateNewsletterMemo } from '../api/create-newsletter-memo';
import { validateNewsletterLink } from '../utils/newsletter-link';

export const LINK_ATTACHED_ALERT = 'Upload link successfully!';

/** Attaches a link as a newsletter or memo. */
export function NewsletterLinkForm() {
  const form = useForm({
    initialValues: { link: '' },
    validate: { link: validateNewsletterLink },
  });
  const create = useCreateNewsletterMemo({
    onSuccess: () => {
      window.alert(LINK_ATTACHED_ALERT);
      form.reset();
    },
    // A refused link (400) is said beside the field even when the server names no field.
    onError: (error) =>
      showServerErrors(form, error, ['link'], {
        otherwise: (message, failure) =>
          isApiError(failure) && failure.status === 400 ? form.setFieldError('link', message) : notifyError(message),
      }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(({ link }) => create.mutate({ link: link.trim() }))}>
      <TextInput
        label="Link"
        description="A web address, e.g. https://example.org/memo"
        type="url"
        inputMode="url"
        placeholder="https://"
        key={form.key('link')}
        {...form.getInputProps('link')}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" variant="light" leftSection={<IconLink size={16} />} loading={create.isPending}>
              Attach link
            </Button>
          </Group>
        )}
      />
    </form>
  );
}

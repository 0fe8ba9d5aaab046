import { Button, CopyButton, Group, Paper, PasswordInput, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import type { ProviderSettingsView, SchoolAccountsView } from '@/types/wire';

/** `GET /api/admins/school-accounts`. */
const SCHOOL_ACCOUNTS_KEY = ['school-accounts'] as const;

const FIELDS = ['client_id', 'client_secret', 'allowed_domains', 'tenant'] as const;

/** One provider's client, domains and switch, saved on its own. */
function ProviderForm({ provider }: { provider: ProviderSettingsView }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      enabled: provider.enabled,
      client_id: provider.client_id,
      client_secret: '',
      allowed_domains: provider.allowed_domains.join(', '),
      tenant: provider.tenant,
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      api.post<SchoolAccountsView>('/api/admins/school-accounts', { provider: provider.provider, ...values }),
    meta: { silent: true },
  });
  const label = `Sign in with ${provider.name}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${provider.name} accounts`}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(values, {
            onSuccess: (saved) => {
              queryClient.setQueryData(SCHOOL_ACCOUNTS_KEY, saved);
              form.setFieldValue('client_secret', '');
              notifySuccess(values.enabled ? `'${label}' is on.` : `'${label}' is off.`, `${provider.name} sign-in saved`);
            },
            onError: (error) => showServerErrors(form, error, FIELDS),
          }),
        )}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h5">
              {provider.name}
            </Title>
            <Switch label={`Offer '${label}'`} key={form.key('enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Client ID" key={form.key('client_id')} {...form.getInputProps('client_id')} />
            <PasswordInput
              label="Client secret"
              placeholder={provider.has_secret ? 'Saved: leave blank to keep it' : undefined}
              key={form.key('client_secret')}
              {...form.getInputProps('client_secret')}
            />
            <TextInput
              label="E-mail domains"
              description="The school's own, separated by commas"
              placeholder="school.edu.ph"
              key={form.key('allowed_domains')}
              {...form.getInputProps('allowed_domains')}
            />
            {provider.provider === 'microsoft' && (
              <TextInput label="Directory (tenant) ID" key={form.key('tenant')} {...form.getInputProps('tenant')} />
            )}
          </SimpleGrid>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Redirect URI to register with {provider.name}:</Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {provider.redirect_uri}
            </Text>
            <CopyButton value={provider.redirect_uri}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="default" onClick={copy} aria-label={`Copy the ${provider.name} redirect URI`}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save {provider.name} sign-in
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * 'School accounts': signing in with the school's Google or Microsoft accounts, off until an
 * administrator enters the client the school registered and the e-mail domains it admits.
 */
export function SchoolAccounts() {
  const settings = useQuery({
    queryKey: SCHOOL_ACCOUNTS_KEY,
    queryFn: ({ signal }) => api.get<SchoolAccountsView>('/api/admins/school-accounts', signal),
  });
  return (
    <Stack gap="sm" component="section" aria-label="School accounts">
      <Title order={2} size="h4">
        School accounts
      </Title>
      <Text size="sm">
        Let staff, students and guardians sign in with the school's Google or Microsoft account. Only accounts already
        in Lyceum, with an e-mail in the school's domains, can sign in this way.
      </Text>
      {settings.data ? (
        settings.data.providers.map((provider) => <ProviderForm key={provider.provider} provider={provider} />)
      ) : (
        <Skeleton h={120} aria-label="Loading the school accounts" />
      )}
    </Stack>
  );
}

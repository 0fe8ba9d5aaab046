import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '@/components/account';
import { COPYRIGHT, SchoolBrand } from '@/components/ui/school-brand';
import { signOut } from '@/lib/sign-out';
import { CHANGE_PASSWORD_HEADING } from '../texts';

/** Shown after sign-in while the account still uses the default password it was created with. */
export function ChangePasswordScreen() {
  return (
    <Stack mih="100dvh" gap={0} bg="var(--lyceum-color-canvas)">
      <Center component="main" flex={1} p="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <Stack gap="lg">
            <SchoolBrand />
            <div>
              <Title order={1} size="h2" mb={4}>
                {CHANGE_PASSWORD_HEADING}
              </Title>
              <Text c="dimmed" size="sm">
                Your account still uses the default password it was created with. Choose a new
                password that only you know before you continue.
              </Text>
            </div>
            <ChangePasswordForm />
            <Group justify="center">
              <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
                Sign out
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Center>
      <Text component="footer" size="sm" c="dimmed" ta="center" p="md">
        {COPYRIGHT}
      </Text>
    </Stack>
  );
}

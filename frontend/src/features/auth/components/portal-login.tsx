import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { COPYRIGHT, SchoolBrand } from '@/components/ui/school-brand';
import { PORTAL_LOGIN_HEADING } from '../texts';
import { LoginForm } from './login-form';

const INTRO = {
  student: 'Welcome back! Sign in to see your class, news and messages.',
  teacher: 'Welcome back! Sign in to see your classes, advisory sections and messages.',
  guardian: 'Welcome! Sign in as a parent or guardian to follow your children at school.',
} as const;

export interface PortalLoginProps {
  role: 'student' | 'teacher' | 'guardian';
}

/** The student's, the teacher's and the guardian's sign-in card. */
export function PortalLogin({ role }: PortalLoginProps) {
  return (
    <Stack mih="100dvh" gap={0} bg="var(--lyceum-color-canvas)">
      <Center component="main" flex={1} p="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap="lg">
            <SchoolBrand />
            <div>
              <Title order={1} size="h2" mb={4}>
                {PORTAL_LOGIN_HEADING[role]}
              </Title>
              <Text c="dimmed" size="sm">
                {INTRO[role]}
              </Text>
            </div>
            <LoginForm role={role} />
          </Stack>
        </Paper>
      </Center>
      <Text component="footer" size="sm" c="dimmed" ta="center" p="md">
        {COPYRIGHT}
      </Text>
    </Stack>
  );
}

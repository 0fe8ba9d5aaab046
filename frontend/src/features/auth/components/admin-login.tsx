import { Box, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COPYRIGHT, SchoolBrand } from '@/components/ui/school-brand';
import { ADMIN_LOGIN_HEADING } from '../texts';
import { LoginForm } from './login-form';

/** Split layout: the sign-in form on the left, an image and a scripture quote on the right. */
export function AdminLogin() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih={{ md: '100dvh' }}>
        <Stack component="main" justify="space-between" gap="xl" p={{ base: 'lg', sm: 'xl' }}>
          <SchoolBrand />
          <Box w="100%" maw={400} mx="auto">
            <Title order={1} mb={4}>
              {ADMIN_LOGIN_HEADING}
            </Title>
            <Text c="dimmed" mb="lg">
              Sign in to manage teachers, students, classes and news.
            </Text>
            <LoginForm role="admin" />
          </Box>
          <Text component="footer" size="sm" c="dimmed" visibleFrom="md">
            {COPYRIGHT}
          </Text>
        </Stack>

        <Stack
          component="aside"
          aria-label="Scripture quote"
          bg="school.9"
          c="white"
          justify="center"
          align="center"
          gap="xl"
          p={{ base: 'lg', sm: 'xl' }}
        >
          <Image
            src="/admin-login.svg"
            alt="Students reading under the academy's arch"
            maw={420}
            w="100%"
            visibleFrom="sm"
          />
          <Box component="figure" m={0} maw={440}>
            <Text component="blockquote" m={0} fz={{ base: 'md', sm: 'xl' }} fs="italic" lh={1.5}>
              “The fear of the LORD is the beginning of wisdom, and knowledge of the Holy One is
              understanding.”
            </Text>
            <Text component="figcaption" mt="sm" fw={600} c="school.1">
              Proverbs 9:10
            </Text>
          </Box>
        </Stack>
      </SimpleGrid>
      {/* On phones the quote stacks below the form, so the footer moves below the quote. */}
      <Text component="footer" size="sm" c="dimmed" ta="center" p="md" hiddenFrom="md">
        {COPYRIGHT}
      </Text>
    </>
  );
}

import { Center, Loader } from '@mantine/core';

/** Full-screen spinner shown while the session is being restored. */
export function CenteredLoader() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading">
      <Loader size="lg" />
    </Center>
  );
}

import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** 'Go back' from a detail screen to the list it was opened from. */
export function GoBackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onClick}>
      Go back
    </Button>
  );
}

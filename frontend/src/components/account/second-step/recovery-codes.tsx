import { Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { RECOVERY_CODES_HEADING, RECOVERY_CODES_SAVED } from './texts';

function download(codes: readonly string[]) {
  const text = `Lyceum recovery codes\nEach code signs you in once when your phone is not at hand.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'lyceum-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** Called when the person says they have kept the codes. */
  onDone: () => void;
}

/** New recovery codes, shown once: copy or download them, then go on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {RECOVERY_CODES_HEADING}
      </Title>
      <Text size="sm">
        Keep these somewhere safe, away from your phone. Each one signs you in once if you lose your phone; they
        are not shown again.
      </Text>
      <List aria-label={RECOVERY_CODES_HEADING} ff="monospace" spacing={2} listStyleType="none" size="sm">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={() => download(codes)}>
          Download
        </Button>
      </Group>
      <Button onClick={onDone}>{RECOVERY_CODES_SAVED}</Button>
    </Stack>
  );
}

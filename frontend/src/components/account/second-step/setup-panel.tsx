import { Center, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import type { SetupView } from '@/types/wire';
import { QR_LABEL, SECRET_LABEL } from './texts';

/** The secret in groups of four, as a person types it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The QR code an authenticator app scans, and the key to type when it cannot scan. */
export default function SetupPanel({ setup }: { setup: SetupView }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…) and scan
        this code.
      </Text>
      <Center>
        {/* A white margin keeps the code readable by cameras in the dark theme too. */}
        <div
          role="img"
          aria-label={QR_LABEL}
          style={{ background: '#fff', padding: 12, borderRadius: 8, lineHeight: 0 }}
        >
          <QRCodeSVG value={setup.uri} size={176} aria-hidden />
        </div>
      </Center>
      <Text size="sm">
        Cannot scan? Enter this {SECRET_LABEL.toLowerCase()} instead:{' '}
        <Text span ff="monospace" fw={600} aria-label={SECRET_LABEL} style={{ userSelect: 'all', whiteSpace: 'nowrap' }}>
          {grouped(setup.secret)}
        </Text>
      </Text>
    </Stack>
  );
}

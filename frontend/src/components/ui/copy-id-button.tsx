import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface CopyIdButtonProps {
  /** The record's id, copied but never shown: a UUID means nothing to a registrar. */
  id: string;
  /** What the id belongs to, for screen readers ("section", "teacher"). */
  what: string;
}

/**
 * Stands where a panel shows a record's id: the id itself is not shown, but it can be copied
 * (to find the record in the audit log, say).
 */
export function CopyIdButton({ id, what }: CopyIdButtonProps) {
  return (
    <CopyButton value={id}>
      {({ copied, copy }) => (
        <Button
          size="compact-xs"
          variant="light"
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={copy}
          aria-label={copied ? `Copied ID of the ${what}` : `Copy ID of the ${what}`}
        >
          {copied ? 'Copied' : 'Copy ID'}
        </Button>
      )}
    </CopyButton>
  );
}

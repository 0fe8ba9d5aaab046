import { ActionIcon, Anchor, Box, Group } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { assetUrl } from '@/lib/asset-url';
import type { ClassworkFile } from '../types';

export interface ClassworkFileLinksProps {
  files: readonly ClassworkFile[];
  /** Given to the teacher: a 'Remove {name}' button beside each file. */
  onRemove?: (file: ClassworkFile) => void;
  /** The file being removed right now. */
  removingId?: string | null;
}

/** A piece's files, each a link under its original name that opens the file in a new tab. */
export function ClassworkFileLinks({ files, onRemove, removingId = null }: ClassworkFileLinksProps) {
  return (
    <Box component="ul" aria-label="Files" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => {
        const KindIcon = /\.pdf$/i.test(file.name) || /\.pdf$/i.test(file.file) ? IconFileTypePdf : IconPhoto;
        return (
          <Box
            key={file._id}
            component="li"
            display="flex"
            py={2}
            style={{ alignItems: 'center', justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' }}
          >
            <Group gap={6} wrap="nowrap" miw={0}>
              <KindIcon size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Anchor
                href={assetUrl(file.file) ?? file.file}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {file.name}
              </Anchor>
            </Group>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${file.name}`}
                loading={removingId === file._id}
                onClick={() => onRemove(file)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

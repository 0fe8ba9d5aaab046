import { ActionIcon, Anchor, Box, Group } from '@mantine/core';
import { IconFileText, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { assetUrl } from '@/lib/asset-url';
import type { ClassworkFile } from '../types';

export interface ClassworkFileLinksProps {
  files: readonly ClassworkFile[];
  /** What the list is called for screen readers: 'Files' unless told. */
  label?: string;
  /** Given where the files may be removed: a 'Remove {name}' button beside each file. */
  onRemove?: (file: ClassworkFile) => void;
  /** The file being removed right now. */
  removingId?: string | null;
}

/** The icon of a file's kind: a PDF, a photo, or another document (Word, Excel, PowerPoint). */
function kindIcon(file: ClassworkFile) {
  const is = (pattern: RegExp) => pattern.test(file.name) || pattern.test(file.file);
  if (is(/\.pdf$/i)) return IconFileTypePdf;
  if (is(/\.(jpe?g|png|webp|gif)$/i)) return IconPhoto;
  return IconFileText;
}

/** Files (a piece's, or a student's work), each a link under its original name that opens the file in a new tab. */
export function ClassworkFileLinks({ files, label = 'Files', onRemove, removingId = null }: ClassworkFileLinksProps) {
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => {
        const KindIcon = kindIcon(file);
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

import { ActionIcon, Anchor, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { downloadUrl } from '@/lib/asset-url';

/** A stored file: where it is served and the name it was uploaded with. */
export interface SharedFile {
  _id: string;
  /** The stored path, e.g. `/api/files/subjects/<id>.pdf`. */
  path: string;
  /** The original file name. */
  name: string;
}

export interface FileGridProps {
  files: SharedFile[];
  /** Shown when there are no files, e.g. 'No files uploaded yet for this subject..'. */
  emptyText: string;
  /** Given to those who may delete (teachers): a delete button per file. */
  onDelete?: (file: SharedFile) => void;
  /** The file being deleted right now. */
  deletingId?: string | null;
}

/** Files as cards with a download link and, for teachers, a delete button. */
export function FileGrid({ files, emptyText, onDelete, deletingId }: FileGridProps) {
  if (files.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {files.map((file) => {
        const isPdf = /\.pdf$/i.test(file.path) || /\.pdf$/i.test(file.name);
        const KindIcon = isPdf ? IconFileTypePdf : IconPhoto;
        return (
          <Card key={file._id} withBorder radius="md" padding="sm" component="article" aria-label={file.name}>
            <Group wrap="nowrap" gap="sm" justify="space-between">
              <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" color={isPdf ? 'red' : undefined} radius="md" aria-hidden>
                  <KindIcon size={18} />
                </ThemeIcon>
                <Anchor href={downloadUrl(file.path)} download={file.name} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Anchor>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component="a"
                  href={downloadUrl(file.path)}
                  download={file.name}
                  variant="subtle"
                  aria-label={`Download ${file.name}`}
                >
                  <IconDownload size={18} />
                </ActionIcon>
                {onDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${file.name}`}
                    loading={deletingId === file._id}
                    onClick={() => onDelete(file)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

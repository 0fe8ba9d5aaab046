import { Anchor, Box, Group, Image, Stack } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { assetUrl, downloadUrl } from '@/lib/asset-url';
import type { ClassworkFile } from '../types';
import { fileKind } from '../utils/review';

/** How high a PDF's frame is: a page's top half, with the viewer's own scrolling for the rest. */
const PDF_HEIGHT = 480;

/** One file as the page shows it: a photo as a picture, a PDF in a frame, else a download. */
function WorkFile({ file }: { file: ClassworkFile }) {
  const url = assetUrl(file.file) ?? file.file;
  const kind = fileKind(file);
  if (kind === 'document') {
    return (
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconDownload size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor href={downloadUrl(file.file)} download={file.name} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Anchor>
      </Group>
    );
  }
  const KindIcon = kind === 'pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Stack gap={6}>
      {/* The file itself, full size in a tab of its own. */}
      <Group gap={6} wrap="nowrap" miw={0}>
        <KindIcon size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Anchor>
      </Group>
      {kind === 'image' ? (
        <Image src={url} alt={file.name} radius="sm" w="auto" maw="100%" mah={640} fit="contain" />
      ) : (
        <Box
          component="iframe"
          src={url}
          title={file.name}
          h={PDF_HEIGHT}
          w="100%"
          style={{ display: 'block', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
        />
      )}
    </Stack>
  );
}

/** The files a student handed in, each shown in the page where the browser can show it. */
export function WorkFiles({ files }: { files: readonly ClassworkFile[] }) {
  return (
    <Stack component="ul" aria-label="Files" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <li key={file._id}>
          <WorkFile file={file} />
        </li>
      ))}
    </Stack>
  );
}

import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import { SHARED_FILE_TYPES } from '@/lib/upload-file';
import { useAttachFile, type FileOwner } from '../api/class-files';

export interface AttachFileButtonProps {
  owner: FileOwner;
  label: string;
}

/** Picks a PDF, JPG or PNG and shares it at once with the subject's or section's students. */
export function AttachFileButton({ owner, label }: AttachFileButtonProps) {
  const attach = useAttachFile(owner);
  // Cleared after each pick, so the same file can be chosen again (after a refused upload, say).
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={resetRef}
      accept={SHARED_FILE_TYPES}
      onChange={(file) => {
        if (file) attach.mutate(file);
        resetRef.current?.();
      }}
    >
      {(props) => (
        <Button {...props} leftSection={<IconPaperclip size={16} />} loading={attach.isPending}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

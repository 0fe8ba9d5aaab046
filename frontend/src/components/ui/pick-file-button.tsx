import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import { SHARED_FILE_TYPES } from '@/lib/upload-file';

export interface PickFileButtonProps {
  /** What the button says: 'Attach a file', 'Upload a lesson guide'. */
  label: string;
  /** The file chosen is being uploaded: the button spins. */
  loading?: boolean;
  /** A PDF, JPG or PNG was chosen (the server checks its content). */
  onPick: (file: File) => void;
}

/** Opens the file picker for a PDF, JPG or PNG and hands over the file chosen. */
export function PickFileButton({ label, loading = false, onPick }: PickFileButtonProps) {
  // Cleared after each pick, so the same file can be chosen again (after a refused upload, say).
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={resetRef}
      accept={SHARED_FILE_TYPES}
      onChange={(file) => {
        if (file) onPick(file);
        resetRef.current?.();
      }}
    >
      {(props) => (
        <Button {...props} leftSection={<IconPaperclip size={16} aria-hidden />} loading={loading}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

import { Button, FileButton, type ButtonVariant } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { SHARED_FILE_TYPES } from '@/lib/upload-file';

export interface PickFileButtonProps {
  /** What the button says: 'Attach a file', 'Upload a lesson guide'. */
  label: string;
  /** The file chosen is being uploaded: the button spins. */
  loading?: boolean;
  /** Another action is under way: the button cannot be pressed. */
  disabled?: boolean;
  /** A file of the types offered was chosen (the server checks its content). */
  onPick: (file: File) => void;
  /** The types the picker offers: PDF, JPG and PNG unless told. */
  accept?: string;
  /** Asks a phone for a new photo from its camera (`environment`: the back one) instead of a file. */
  capture?: 'user' | 'environment';
  /** The icon before the label: a paperclip unless told. */
  icon?: ReactNode;
  variant?: ButtonVariant;
}

/** Opens the file picker (a PDF, JPG or PNG unless told) and hands over the file chosen. */
export function PickFileButton({
  label,
  loading = false,
  disabled = false,
  onPick,
  accept = SHARED_FILE_TYPES,
  capture,
  icon = <IconPaperclip size={16} aria-hidden />,
  variant,
}: PickFileButtonProps) {
  // Cleared after each pick, so the same file can be chosen again (after a refused upload, say).
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={resetRef}
      accept={accept}
      capture={capture}
      disabled={disabled}
      onChange={(file) => {
        if (file) onPick(file);
        resetRef.current?.();
      }}
    >
      {(props) => (
        <Button {...props} leftSection={icon} loading={loading} disabled={disabled} variant={variant}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

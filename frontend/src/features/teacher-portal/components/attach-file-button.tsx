import { PickFileButton } from '@/components/ui/pick-file-button';
import { useAttachFile, type FileOwner } from '../api/class-files';

export interface AttachFileButtonProps {
  owner: FileOwner;
  label: string;
}

/** Picks a PDF, JPG or PNG and shares it at once with the subject's or section's students. */
export function AttachFileButton({ owner, label }: AttachFileButtonProps) {
  const attach = useAttachFile(owner);
  return <PickFileButton label={label} loading={attach.isPending} onPick={(file) => attach.mutate(file)} />;
}

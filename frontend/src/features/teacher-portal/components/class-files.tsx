import { FileGrid, type SharedFile } from '@/components/ui/file-grid';
import { useDeleteFile, type FileOwner } from '../api/class-files';

/** Asked, word for word, before a section or subject file is deleted. */
export const DELETE_FILE_CONFIRM = 'Are you sure you want to delete this File?';

export interface ClassFilesProps {
  owner: FileOwner;
  files: SharedFile[];
  emptyText: string;
}

/** A subject's or section's files, each with download and (after a confirmation) delete. */
export function ClassFiles({ owner, files, emptyText }: ClassFilesProps) {
  const remove = useDeleteFile(owner);
  return (
    <FileGrid
      files={files}
      emptyText={emptyText}
      deletingId={remove.isPending ? remove.variables : null}
      onDelete={(file) => {
        if (window.confirm(DELETE_FILE_CONFIRM)) remove.mutate(file._id);
      }}
    />
  );
}

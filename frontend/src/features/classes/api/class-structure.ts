import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { sectionKeys } from '@/lib/query-keys';

/** Where the whole class structure downloads from, as one JSON file. */
export const EXPORT_CLASSES_PATH = '/api/admins/export-classes';

/** How many rows of each kind an import creates, or finds already there. */
export interface StructureTally {
  categories: number;
  levels: number;
  sections: number;
  subjects: number;
  schedules: number;
}

/** What a class-structure import answered: checked or written, or refused with its problems. */
export type StructureOutcome =
  | { ok: true; message: string; check: boolean; created: StructureTally; reused: StructureTally; warnings: string[] }
  | { ok: false; message: string; problems: string[] };

type StructureAnswer = Omit<Extract<StructureOutcome, { ok: true }>, 'ok'>;

/**
 * Sends a class-structure file to be checked (`check`) or imported. A refused file is an
 * outcome to show, with every problem the server found, not a failure.
 */
async function sendStructure(file: File, check: boolean): Promise<StructureOutcome> {
  const form = new FormData();
  form.append('file', file);
  try {
    const path = `/api/admins/import-classes${check ? '?check=1' : ''}`;
    const answer = await request<StructureAnswer>(path, { method: 'POST', body: form });
    return { ok: true, ...answer };
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 413)) {
      return { ok: false, message: error.message, problems: error.problems ?? [] };
    }
    throw error;
  }
}

/** Checks or imports a class-structure file; an import marks every list of sections stale. */
export function useImportClassStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, check }: { file: File; check: boolean }) => sendStructure(file, check),
    onSuccess: async (outcome) => {
      if (outcome.ok && !outcome.check) {
        await Promise.all(sectionKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
    },
  });
}

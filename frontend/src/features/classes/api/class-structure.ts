import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { sectionKeys } from '@/lib/query-keys';
import type * as Wire from '@/types/wire';

/** Where the whole class structure downloads from, as one JSON file. */
export const EXPORT_CLASSES_PATH = '/api/admins/export-classes';

/** How many rows of each kind an import creates, or finds already there. */
export type StructureTally = Wire.StructureTally;

/** What a class-structure import answered: checked or written, or refused with its problems. */
export type StructureOutcome =
  | ({ ok: true } & Wire.StructureImportView)
  | ({ ok: false } & Wire.ProblemsView);

/**
 * Sends a class-structure file to be checked (`check`) or imported. A refused file is an
 * outcome to show, with every problem the server found, not a failure.
 */
async function sendStructure(file: File, check: boolean): Promise<StructureOutcome> {
  const form = new FormData();
  form.append('file', file);
  try {
    const path = `/api/admins/import-classes${check ? '?check=1' : ''}`;
    const answer = await request<Wire.StructureImportView>(path, { method: 'POST', body: form });
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

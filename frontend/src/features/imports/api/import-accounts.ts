import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { queryRoots } from '@/lib/query-keys';
import type * as Wire from '@/types/wire';
import { importPath, type AccountKind } from '../columns';

/** One bad row of a refused file, as the server lists it. */
export type RowError = Wire.RowError;

/** What an import answered: written (or checked, on a dry run), or refused with its reasons. */
export type ImportOutcome =
  | ({ ok: true } & Wire.ImportView)
  | ({ ok: false } & Wire.RowsRefusedView);

/**
 * Sends a CSV file to the import call. A refusal is an outcome to show, not a failure: the
 * server's row errors come back in the error body's `rows`, read here with a direct fetch.
 */
async function sendFile(kind: AccountKind, file: File, dryRun: boolean): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file);
  try {
    const answer = await request<Wire.ImportView>(importPath(kind, dryRun), { method: 'POST', body: form });
    return { ok: true, ...answer };
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 413)) {
      return { ok: false, message: error.message, rows: error.rows ?? [] };
    }
    throw error;
  }
}

/**
 * Checks (dry run) or imports a file; a real import marks the kind's lists stale (a guardian
 * import links students, who then leave the list of those without a guardian account).
 */
export function useImportAccounts(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => sendFile(kind, file, dryRun),
    onSuccess: async (outcome) => {
      if (outcome.ok && !outcome.dryRun) {
        await queryClient.invalidateQueries({ queryKey: queryRoots[kind] });
        if (kind === 'students') await queryClient.invalidateQueries({ queryKey: queryRoots.classes });
      }
    },
  });
}

/** Undoes an import: its accounts go, while nothing refers to them yet; the lists are stale then. */
export function useUndoImport(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) =>
      request<Wire.UndoneView>('/api/admins/undo-import', {
        method: 'POST',
        body: { importId },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots[kind] });
      if (kind === 'students') await queryClient.invalidateQueries({ queryKey: queryRoots.classes });
    },
  });
}

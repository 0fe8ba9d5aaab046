/** Which accounts a CSV file holds. */
export type AccountKind = 'students' | 'teachers';

/**
 * The columns of each import file, in the order the server's export writes them: the create
 * forms' field names, with the student's category, level and section by name.
 */
export const CSV_COLUMNS: Record<AccountKind, readonly string[]> = {
  students: [
    'first_name',
    'middle_name',
    'last_name',
    'email',
    'address',
    'birthdate',
    'parent_fName',
    'parent_mName',
    'parent_lName',
    'parent_email',
    'phone',
    'relationship',
    'category',
    'level',
    'section',
  ],
  teachers: [
    'first_name',
    'middle_name',
    'last_name',
    'phone',
    'email',
    'birthdate',
    'address',
    'zoom_link',
    'zoom_id',
    'zoom_password',
  ],
};

/** The template: the header line alone, UTF-8 with a byte-order mark as the export writes. */
export function templateText(kind: AccountKind): string {
  return `\uFEFF${CSV_COLUMNS[kind].join(',')}\r\n`;
}

/** The server's import and export calls of a kind. */
export function importPath(kind: AccountKind, dryRun: boolean): string {
  return `/api/admins/import-${kind}${dryRun ? '?dryRun=true' : ''}`;
}

export function exportPath(kind: AccountKind): string {
  return `/api/admins/export-${kind}.csv`;
}

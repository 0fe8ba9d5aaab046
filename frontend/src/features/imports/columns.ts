/** Which accounts a CSV file holds. */
export type AccountKind = 'students' | 'teachers' | 'guardians';

/** The kinds the server also exports as CSV (guardian accounts are imported only). */
export type ExportKind = Exclude<AccountKind, 'guardians'>;

/**
 * The columns of each import file, in the order the server's export writes them: the create
 * forms' field names, with the student's category, level and section by name, then (all
 * optional) the learner's record the School Forms keep.
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
    'lrn',
    'sex',
    'mother_tongue',
    'religion',
    'ip_group',
    'father_name',
    'mother_name',
    'remarks',
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
  // One row per guardian and child: rows sharing an email make one account linked to each student.
  guardians: ['first_name', 'middle_name', 'last_name', 'email', 'phone', 'relationship', 'student_email'],
};

/**
 * The template's example row: it shows the date format (YYYY-MM-DD), a quoted address with
 * a comma, and an LRN's 12 digits and sex as M or F. Its email is at example.com, which the
 * server refuses, so a row left in by mistake is never imported.
 */
export const EXAMPLE_ROWS: Record<AccountKind, readonly string[]> = {
  students: [
    'Juan',
    '',
    'Dela Cruz',
    'juan.delacruz@example.com',
    '"12 Mabini St, Quezon City"',
    '2010-06-15',
    'Maria',
    '',
    'Dela Cruz',
    '',
    '0917-555-0101',
    'Mother',
    '',
    '',
    '',
    '136114120001',
    'M',
    'Tagalog',
    'Roman Catholic',
    '',
    'Pedro Dela Cruz',
    'Maria Santos',
    '',
  ],
  teachers: [
    'Ana',
    '',
    'Reyes',
    '0917-555-0101',
    'ana.reyes@example.com',
    '1990-01-31',
    '"12 Luna St, Manila"',
    '',
    '',
    '',
  ],
  guardians: ['Maria', '', 'Dela Cruz', 'maria.delacruz@example.com', '0917-555-0101', 'Mother', 'juan.delacruz@example.com'],
};

/** The template: the header and one example row, UTF-8 with a byte-order mark and CRLF endings as the export writes. */
export function templateText(kind: AccountKind): string {
  return `\uFEFF${CSV_COLUMNS[kind].join(',')}\r\n${EXAMPLE_ROWS[kind].join(',')}\r\n`;
}

/** The server's import and export calls of a kind. */
export function importPath(kind: AccountKind, dryRun: boolean): string {
  return `/api/admins/import-${kind}${dryRun ? '?dryRun=true' : ''}`;
}

/** The server's export of a kind's accounts; `archived` (students only) exports the graduates a year end archived. */
export function exportPath(kind: ExportKind, archived = false): string {
  return archived ? `/api/admins/export-archived-${kind}.csv` : `/api/admins/export-${kind}.csv`;
}

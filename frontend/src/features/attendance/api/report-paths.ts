/** The paths of the attendance reports, each also asked for as CSV with `format=csv`. */

/** `path?params` with the blank and null parameters left out. */
function withParams(path: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The same report as a CSV file (the server names it in `Content-Disposition`). */
export function csvPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}format=csv`;
}

export const reportPaths = {
  history: (subjectID: string, termID: string | null) => withParams('/api/attendance/history', { subjectID, termID }),
  sectionMonth: (sectionID: string, month: string) => withParams('/api/attendance/section-month', { sectionID, month }),
  studentSummary: (studentID: string, termID: string | null) =>
    withParams('/api/attendance/student-summary', { studentID, termID }),
  notTaken: (date: string) => withParams('/api/attendance/not-taken', { date }),
  chronic: (termID: string | null) => withParams('/api/attendance/chronic', { termID }),
  /** Always CSV. */
  export: (sectionID: string, from: string, to: string) => withParams('/api/attendance/export', { sectionID, from, to }),
};

import { useMutation } from '@tanstack/react-query';
import { downloadFile, useFileDownload } from './download-file';

/** The type of DepEd's School Forms as the server sends them: an Excel workbook. */
export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The type of the permanent record (SF10) and the report card (SF9) as files: a PDF. */
export const PDF_TYPE = 'application/pdf';

/** The type of the LIS exports. */
export const CSV_TYPE = 'text/csv';

/** The section forms the server writes, each with the button that downloads it. */
export const SECTION_FORMS = [
  { form: 'sf1', button: 'Download SF1 (School Register)' },
  { form: 'sf5', button: 'Download SF5 (Promotion and Proficiency)' },
] as const;

export type SectionForm = (typeof SECTION_FORMS)[number]['form'];

/** The fields of a section form's call the server names in `errors`. */
export const SF1_FIELDS = ['sectionID', 'schoolYearID'] as const;

/** `params` and the school year, when one is chosen (the server takes the current one otherwise). */
function query(params: Record<string, string>, schoolYearID?: string | null): string {
  const search = new URLSearchParams(params);
  if (schoolYearID) search.set('schoolYearID', schoolYearID);
  return search.toString();
}

/**
 * `GET /api/records/{form}.xlsx`: a section's School Register (SF1) or Report on Promotion and
 * Level of Proficiency (SF5) of a school year, the current one when `schoolYearID` is left out.
 */
export function sectionFormPath(form: SectionForm, sectionID: string, schoolYearID?: string | null): string {
  return `/api/records/${form}.xlsx?${query({ sectionID }, schoolYearID)}`;
}

/**
 * Downloads a section's form (`sectionFormPath`) and saves it under the server's name
 * (`sf1-grade-7-rizal-2026-2027.xlsx`). Refusals are the screen's to show.
 */
export function useSectionFormDownload() {
  return useFileDownload('school-form.xlsx', SPREADSHEET_TYPE);
}

/**
 * A file the server writes from the school's records: where it is asked for, its type, and the
 * name it is saved under when the server gives none.
 */
export interface SchoolFormFile {
  path: string;
  type: string;
  fallbackName: string;
}

/** A section's SF1 or SF5 of a school year (`sectionFormPath`) as a file to download. */
export function sectionFormFile(form: SectionForm, sectionID: string, schoolYearID?: string | null): SchoolFormFile {
  return { path: sectionFormPath(form, sectionID, schoolYearID), type: SPREADSHEET_TYPE, fallbackName: 'school-form.xlsx' };
}

/**
 * `GET /api/records/sf10.pdf?studentID=`: a learner's permanent academic record (SF10), for a
 * learner still at the school or one who has left (archived).
 */
export function learnerSf10File(studentID: string): SchoolFormFile {
  return { path: `/api/records/sf10.pdf?${query({ studentID })}`, type: PDF_TYPE, fallbackName: 'sf10.pdf' };
}

/**
 * `GET /api/records/sf10.pdf?sectionID=[&schoolYearID=]`: the permanent records of a section's
 * learners of a school year, in one PDF.
 */
export function sectionSf10File(sectionID: string, schoolYearID?: string | null): SchoolFormFile {
  return { path: `/api/records/sf10.pdf?${query({ sectionID }, schoolYearID)}`, type: PDF_TYPE, fallbackName: 'sf10.pdf' };
}

/** `GET /api/grades/report-card?studentID=&yearID=&format=pdf`: a learner's report card (SF9) of a year. */
export function reportCardFile(studentID: string, yearID: string): SchoolFormFile {
  return {
    path: `/api/grades/report-card?${query({ studentID, yearID, format: 'pdf' })}`,
    type: PDF_TYPE,
    fallbackName: 'report-card.pdf',
  };
}

/**
 * `GET /api/records/sf4.xlsx?month=YYYY-MM[&schoolYearID=]`: the school's Monthly Learner's
 * Movement and Attendance (SF4) of a month of the year.
 */
export function sf4File(month: string, schoolYearID?: string | null): SchoolFormFile {
  return { path: `/api/records/sf4.xlsx?${query({ month }, schoolYearID)}`, type: SPREADSHEET_TYPE, fallbackName: 'sf4.xlsx' };
}

/** `GET /api/records/sf6.xlsx[?schoolYearID=]`: the school's Summary Report on Promotion and Level of Proficiency (SF6). */
export function sf6File(schoolYearID?: string | null): SchoolFormFile {
  const search = query({}, schoolYearID);
  return { path: `/api/records/sf6.xlsx${search ? `?${search}` : ''}`, type: SPREADSHEET_TYPE, fallbackName: 'sf6.xlsx' };
}

/** The LIS-ready lists the server writes, each with the button that downloads it. */
export const LIS_EXPORTS = [
  { export: 'lis-enrolment', button: 'Download beginning-of-year enrolment (CSV)' },
  { export: 'lis-status', button: 'Download end-of-year status (CSV)' },
] as const;

export type LisExport = (typeof LIS_EXPORTS)[number]['export'];

/**
 * `GET /api/records/{lis-enrolment,lis-status}.csv[?schoolYearID=]`: the beginning-of-year
 * enrolment or the end-of-year status of every learner of the year, for the LIS.
 */
export function lisExportFile(kind: LisExport, schoolYearID?: string | null): SchoolFormFile {
  const search = query({}, schoolYearID);
  return { path: `/api/records/${kind}.csv${search ? `?${search}` : ''}`, type: CSV_TYPE, fallbackName: `${kind}.csv` };
}

/**
 * Downloads any of the files above and saves it under the server's name; `variables` says which
 * was asked last. Refusals are the screen's to show.
 */
export function useSchoolFormDownload() {
  return useMutation({
    mutationFn: (file: SchoolFormFile) => downloadFile(file.path, file.fallbackName, file.type),
    meta: { silent: true },
  });
}

import { useFileDownload } from './download-file';

/** The type of DepEd's School Forms as the server sends them: an Excel workbook. */
export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The section forms the server writes, each with the button that downloads it. */
export const SECTION_FORMS = [
  { form: 'sf1', button: 'Download SF1 (School Register)' },
  { form: 'sf5', button: 'Download SF5 (Promotion and Proficiency)' },
] as const;

export type SectionForm = (typeof SECTION_FORMS)[number]['form'];

/** The fields of a section form's call the server names in `errors`. */
export const SF1_FIELDS = ['sectionID', 'schoolYearID'] as const;

/**
 * `GET /api/records/{form}.xlsx`: a section's School Register (SF1) or Report on Promotion and
 * Level of Proficiency (SF5) of a school year, the current one when `schoolYearID` is left out.
 */
export function sectionFormPath(form: SectionForm, sectionID: string, schoolYearID?: string | null): string {
  const params = new URLSearchParams({ sectionID });
  if (schoolYearID) params.set('schoolYearID', schoolYearID);
  return `/api/records/${form}.xlsx?${params.toString()}`;
}

/**
 * Downloads a section's form (`sectionFormPath`) and saves it under the server's name
 * (`sf1-grade-7-rizal-2026-2027.xlsx`). Refusals are the screen's to show.
 */
export function useSectionFormDownload() {
  return useFileDownload('school-form.xlsx', SPREADSHEET_TYPE);
}

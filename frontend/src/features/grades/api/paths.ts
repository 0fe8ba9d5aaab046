/** Links to the report cards: the printable page, and the PDFs the server makes. */

/** The printable report card page of a student and a school year. */
export const reportCardPagePath = (studentID: string, yearID: string) =>
  `/report-card/${encodeURIComponent(studentID)}/${encodeURIComponent(yearID)}`;

/** One student's report card as a PDF. */
export const reportCardPdfPath = (studentID: string, yearID: string) =>
  `/api/grades/report-card?${new URLSearchParams({ studentID, yearID, format: 'pdf' }).toString()}`;

/** A section's report cards as one PDF, one page per student. */
export const sectionReportCardsPath = (sectionID: string, yearID: string) =>
  `/api/grades/report-cards?${new URLSearchParams({ sectionID, yearID }).toString()}`;

/** A background job's PDF of one section. */
export const jobFilePath = (jobID: string, sectionID: string) =>
  `/api/grades/report-card-jobs/${encodeURIComponent(jobID)}/${encodeURIComponent(sectionID)}.pdf`;

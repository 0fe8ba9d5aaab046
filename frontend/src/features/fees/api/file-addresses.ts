/**
 * The fee files the browser opens itself (a PDF in a tab of its own, a CSV saved), by their
 * address: the server names the file and audits the download.
 */

const address = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The paper an official receipt is printed on: A5, or an 80 mm till roll. */
export type ReceiptWidth = 'a5' | '80mm';

/** `GET /api/fees/receipt`: the official receipt as a PDF. */
export function receiptAddress(receiptID: string, width: ReceiptWidth): string {
  return address('/api/fees/receipt', { receiptID, width });
}

/** `GET /api/fees/statement`: a learner's statement of account of a year as a PDF. */
export function statementAddress(studentID: string, schoolYearID: string): string {
  return address('/api/fees/statement', { studentID, schoolYearID });
}

/** `GET /api/fees/ledger.csv`: every ledger entry of a year, as CSV. */
export function ledgerCsvAddress(schoolYearID: string): string {
  return address('/api/fees/ledger.csv', { schoolYearID });
}

/** `GET /api/fees/child-receipt`: an official receipt of the guardian's child as a PDF. */
export function childReceiptAddress(receiptID: string): string {
  return address('/api/fees/child-receipt', { receiptID });
}

/** `GET /api/fees/child-statement`: the guardian's child's statement of account of a year as a PDF. */
export function childStatementAddress(studentID: string, schoolYearID: string): string {
  return address('/api/fees/child-statement', { studentID, schoolYearID });
}

/** `GET /api/fees/own-receipt`: an official receipt of the signed-in student's own as a PDF. */
export function ownReceiptAddress(receiptID: string): string {
  return address('/api/fees/own-receipt', { receiptID });
}

/** `GET /api/fees/own-statement`: the signed-in student's own statement of account of a year as a PDF. */
export function ownStatementAddress(studentID: string, schoolYearID: string): string {
  return address('/api/fees/own-statement', { studentID, schoolYearID });
}

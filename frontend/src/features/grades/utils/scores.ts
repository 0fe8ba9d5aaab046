/** What a gradebook cell accepts, checked with the server's own rules and messages. */

export const NOT_A_SCORE = 'Enter a number, "ex" or nothing.';

/** "Enter a score from 0 to 20." */
export const scoreRangeMessage = (highest: string) => `Enter a score from 0 to ${plainNumber(highest)}.`;

/** "20.00" → "20", "17.50" → "17.5": a number as the school writes it. */
export function plainNumber(text: string): string {
  const number = Number(text);
  return Number.isFinite(number) ? String(number) : text;
}

export type ScoreCheck = { ok: true; score: string } | { ok: false; message: string };

/**
 * A cell's text as a score to save: "" (not yet), "ex" (excused, any case) or a number from 0
 * to the assessment's highest possible score.
 */
export function checkScore(text: string, highest: string): ScoreCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, score: '' };
  if (trimmed.toLowerCase() === 'ex') return { ok: true, score: 'ex' };
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { ok: false, message: NOT_A_SCORE };
  const value = Number(trimmed);
  if (value < 0 || value > Number(highest)) return { ok: false, message: scoreRangeMessage(highest) };
  return { ok: true, score: trimmed.replace(/^\+/, '') };
}

/** Whether two scores say the same: blank and missing alike, "EX" and "ex", "18.50" and "18.5". */
export function sameScore(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (value: string | null | undefined) => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === 'ex') return text;
    const number = Number(text);
    return Number.isFinite(number) ? String(number) : text;
  };
  return norm(a) === norm(b);
}

/**
 * A column copied from a spreadsheet: one value per line (the first column of each when several
 * were copied); the line end a spreadsheet adds after the last is not a value.
 */
export function pastedColumn(text: string): string[] | null {
  if (!/[\n\t]/.test(text)) return null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t')[0].trim());
}

/**
 * The share of an assessment's highest score under which a score is marked low: 60 %, the
 * initial grade DepEd's transmutation table turns into 75, the passing grade.
 */
export const PASSING_SHARE = 0.6;

/** What a cell is marked: a score below passing, or work already given without a score. */
export type ScoreMark = 'low' | 'missing' | null;

/**
 * The mark of a cell showing `text` for an assessment over `highest` given on `date`, seen
 * on `today` (both `YYYY-MM-DD`): 'missing' when blank and the assessment's day has come,
 * 'low' for a number under `PASSING_SHARE` of the highest; "ex" (excused) is never marked.
 */
export function scoreMark(text: string, highest: string, date: string, today: string): ScoreMark {
  const trimmed = text.trim();
  if (trimmed === '') return date <= today ? 'missing' : null;
  const value = Number(trimmed);
  const top = Number(highest);
  if (!Number.isFinite(value) || !(top > 0)) return null;
  return value / top < PASSING_SHARE ? 'low' : null;
}

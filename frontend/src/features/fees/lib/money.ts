/**
 * Pesos on the screen, whole centavos everywhere else. An amount typed in is read from its
 * digits, never through a float: `"1234.5"` is 1234 pesos and 50 centavos, 123450, exactly.
 */

/** ₱10,000,000.00: the most the server takes for any one amount. */
export const MAX_CENTAVOS = 1_000_000_000;

/** 100%, in hundredths of a percent. */
export const MAX_BASIS_POINTS = 10_000;

/** A plain number with at most two decimals: `1234`, `1234.5`, `.50`, `1,234.50`. */
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * A number typed with at most two decimals as a whole count of hundredths (centavos of pesos,
 * basis points of a percent): `"1,234.5"` → 123450. Null when it is not such a number (a sign,
 * letters, a third decimal), or too long to count exactly.
 */
export function parseHundredths(text: string): number | null {
  const typed = text.trim().replace(/^₱\s*/, '');
  const match = AMOUNT.exec(typed);
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  // Past 15 digits a number is no longer exact; no amount the school takes is that long.
  if (digits.length > 15) return null;
  return Number(digits);
}

/** An amount in pesos as typed, in centavos; null when it is not one. */
export function parseCentavos(text: string): number | null {
  return parseHundredths(text);
}

/** A percentage as typed (`12.5`), in basis points (1250); null when it is not one. */
export function parseBasisPoints(text: string): number | null {
  return parseHundredths(text);
}

/** Hundredths written with two decimals and no grouping: 123450 → `"1234.50"`, as an input holds them. */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(hundredths) / 100);
  const fraction = Math.abs(hundredths) % 100;
  return `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A percentage in basis points as an input holds it, no trailing zeros: 1250 → `12.5`, 1000 → `10`. */
export function percentText(basisPoints: number): string {
  return hundredthsText(basisPoints).replace(/\.?0+$/, '');
}

/** A percentage in basis points, as people write it: 1250 → `12.5%`, 1000 → `10%`. */
export function formatPercent(basisPoints: number): string {
  return `${percentText(basisPoints)}%`;
}

/** Thousands separated by commas: `1234567` → `1,234,567`. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Centavos as the screen shows money: 123450 → `₱1,234.50`, -50000 → `-₱500.00`. */
export function formatPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const amount = Math.abs(centavos);
  return `${sign}₱${grouped(Math.trunc(amount / 100))}.${String(amount % 100).padStart(2, '0')}`;
}

/** A ledger amount with its sign always written: `+₱1,000.00`, `-₱500.00`. */
export function formatSignedPesos(centavos: number): string {
  return centavos > 0 ? `+${formatPesos(centavos)}` : formatPesos(centavos);
}

export interface AmountRuleOptions {
  /** Zero is allowed (an installment charge: zero for none), and so is a blank field. */
  allowZero?: boolean;
}

/** The server's rule for an amount, checked before sending: the message to show, or null. */
export function amountError(text: string, { allowZero = false }: AmountRuleOptions = {}): string | null {
  if (allowZero && text.trim() === '') return null;
  const centavos = parseCentavos(text);
  if (centavos === null) return 'Enter an amount in pesos, e.g. 1234.50 (at most two decimals).';
  if (centavos === 0 && !allowZero) return 'Enter an amount above zero.';
  if (centavos > MAX_CENTAVOS) return 'Enter at most ₱10,000,000.00.';
  return null;
}

/** The server's rule for a percentage (0.01 to 100, two decimals at most): the message, or null. */
export function percentError(text: string): string | null {
  const basisPoints = parseBasisPoints(text);
  if (basisPoints === null || basisPoints < 1 || basisPoints > MAX_BASIS_POINTS) {
    return 'Enter a percentage from 0.01 to 100.';
  }
  return null;
}

/** A receipt's number as printed, six digits: 123 → `000123`. */
export function formatReceiptNumber(number: number): string {
  return String(number).padStart(6, '0');
}

import { describe, expect, it } from 'vitest';
import {
  amountError,
  formatPercent,
  formatPesos,
  formatReceiptNumber,
  formatSignedPesos,
  hundredthsText,
  parseBasisPoints,
  parseCentavos,
  percentError,
} from './money';

describe('parseCentavos', () => {
  it.each([
    ['1234.5', 123450],
    ['1234.50', 123450],
    ['1234', 123400],
    ['1,234.56', 123456],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['  ₱ 15,000.00 ', 1500000],
    ['0', 0],
    ['007.10', 710],
  ])('reads %j as %i centavos, from its digits', (typed, centavos) => {
    expect(parseCentavos(typed)).toBe(centavos);
  });

  it('is exact where floats are not', () => {
    // 1.15 * 100 is 114.99999999999999 and 4.35 * 100 is 434.99999999999994 as floats.
    expect(parseCentavos('1.15')).toBe(115);
    expect(parseCentavos('4.35')).toBe(435);
    expect(parseCentavos('9999999.99')).toBe(999999999);
  });

  it.each(['', '.', 'abc', '-5', '+5', '1.234', '1e3', '12,34.00', '1 000', '1234567890123456'])('refuses %j', (typed) => {
    expect(parseCentavos(typed)).toBeNull();
  });
});

describe('parseBasisPoints', () => {
  it('reads a percentage in hundredths of a percent', () => {
    expect(parseBasisPoints('12.5')).toBe(1250);
    expect(parseBasisPoints('100')).toBe(10000);
    expect(parseBasisPoints('0.01')).toBe(1);
  });
});

describe('formatPesos', () => {
  it.each([
    [123450, '₱1,234.50'],
    [0, '₱0.00'],
    [5, '₱0.05'],
    [100, '₱1.00'],
    [100000000000, '₱1,000,000,000.00'],
    [-50000, '-₱500.00'],
  ])('writes %i centavos as %s', (centavos, shown) => {
    expect(formatPesos(centavos)).toBe(shown);
  });

  it('writes the sign of a ledger amount', () => {
    expect(formatSignedPesos(100000)).toBe('+₱1,000.00');
    expect(formatSignedPesos(-50000)).toBe('-₱500.00');
    expect(formatSignedPesos(0)).toBe('₱0.00');
  });

  it('gives an input its amount with two decimals and no grouping', () => {
    expect(hundredthsText(123450)).toBe('1234.50');
    expect(hundredthsText(7)).toBe('0.07');
    expect(parseCentavos(hundredthsText(987654321))).toBe(987654321);
  });
});

describe('the amount rules', () => {
  it('asks for an amount above zero and at most ₱10,000,000.00', () => {
    expect(amountError('1234.50')).toBeNull();
    expect(amountError('10,000,000.00')).toBeNull();
    expect(amountError('10000000.01')).toBe('Enter at most ₱10,000,000.00.');
    expect(amountError('0')).toBe('Enter an amount above zero.');
    expect(amountError('')).toBe('Enter an amount in pesos, e.g. 1234.50 (at most two decimals).');
    expect(amountError('12.345')).toBe('Enter an amount in pesos, e.g. 1234.50 (at most two decimals).');
  });

  it('lets an installment charge be zero or blank', () => {
    expect(amountError('', { allowZero: true })).toBeNull();
    expect(amountError('0.00', { allowZero: true })).toBeNull();
    expect(amountError('-1', { allowZero: true })).not.toBeNull();
  });

  it('asks for a percentage from 0.01 to 100', () => {
    expect(percentError('10')).toBeNull();
    expect(percentError('100.01')).toBe('Enter a percentage from 0.01 to 100.');
    expect(percentError('0')).toBe('Enter a percentage from 0.01 to 100.');
    expect(formatPercent(1250)).toBe('12.5%');
    expect(formatPercent(1000)).toBe('10%');
    expect(formatPercent(1)).toBe('0.01%');
  });
});

describe('formatReceiptNumber', () => {
  it('writes six digits', () => {
    expect(formatReceiptNumber(123)).toBe('000123');
    expect(formatReceiptNumber(1234567)).toBe('1234567');
  });
});

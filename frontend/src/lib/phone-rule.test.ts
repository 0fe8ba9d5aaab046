import { describe, expect, it } from 'vitest';
import { PHONE_HINT, PHONE_MESSAGES, PHONE_PATTERN, phoneRule } from './phone-rule';

describe('phoneRule', () => {
  it('accepts what the server accepts: 7 to 15 digits with spaces or dashes between them', () => {
    for (const phone of ['09171234567', ' 0917 123 4567 ', '0917-123-4567', '1234567', '123456789012345']) {
      expect(phoneRule(phone), phone).toBeNull();
    }
  });

  it('accepts international numbers with a leading +', () => {
    for (const phone of ['+63 917 555 0101', '+44-20-7946-0958', '+1234567']) {
      expect(phoneRule(phone), phone).toBeNull();
      expect(new RegExp(`^(?:${PHONE_PATTERN})$`, 'v').test(phone), phone).toBe(true);
    }
  });

  it('refuses the rest with the server’s messages', () => {
    expect(phoneRule('  ')).toBe(PHONE_MESSAGES.required);
    for (const phone of ['call me', '63+917 123 4567', '++63 917 123 4567', '0917.123.4567']) {
      expect(phoneRule(phone), phone).toBe(PHONE_MESSAGES.digits);
    }
    for (const phone of ['12345', '12-34-56', '1234567890123456', '+123456']) {
      expect(phoneRule(phone), phone).toBe(PHONE_MESSAGES.length);
    }
  });

  it('gives a hint and messages that say what the rule allows', () => {
    const example = PHONE_HINT.match(/e\.g\. (.+)$/)?.[1];
    expect(example).toBeDefined();
    expect(phoneRule(example!)).toBeNull();
    expect(example).toMatch(/^\+/);
    expect(PHONE_HINT).toContain('7 to 15 digits');
    expect(PHONE_HINT).toMatch(/spaces, dashes and a leading \+/);
    expect(PHONE_MESSAGES.digits).toMatch(/spaces and dashes/);
  });
});

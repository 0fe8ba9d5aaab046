import { afterEach, describe, expect, it } from 'vitest';
import { printInLight } from './print-in-light';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('printInLight', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('prints in the light theme and gives the screen its dark theme back afterwards', () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    stop = printInLight();

    window.dispatchEvent(new Event('beforeprint'));
    expect(scheme()).toBe('light');
    window.dispatchEvent(new Event('afterprint'));
    expect(scheme()).toBe('dark');
  });

  it('leaves a light screen light', () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    stop = printInLight();

    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect(scheme()).toBe('light');
  });
});

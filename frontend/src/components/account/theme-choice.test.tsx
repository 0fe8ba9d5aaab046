import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ThemeControl } from './theme-choice';

/** Where Mantine keeps the choice in this browser (public/color-scheme.js reads the same key). */
const STORAGE_KEY = 'mantine-color-scheme-value';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const themeGroup = () => screen.getByRole('radiogroup', { name: 'Theme' });

describe('Theme', () => {
  afterEach(() => window.localStorage.removeItem(STORAGE_KEY));

  it("follows the device at first (light here, as the test browser prefers), with 'Follow device' chosen", () => {
    renderWithProviders(<ThemeControl />);

    expect(within(themeGroup()).getByRole('radio', { name: 'Follow device' })).toBeChecked();
    expect(scheme()).toBe('light');
  });

  it('turns the whole page dark when Dark is chosen, and keeps the choice in this browser', async () => {
    const { user } = renderWithProviders(<ThemeControl />);

    await user.click(within(themeGroup()).getByRole('radio', { name: 'Dark' }));

    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('dark');
    expect(within(themeGroup()).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(within(themeGroup()).getByRole('radio', { name: 'Follow device' }));
    expect(scheme()).toBe('light');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('auto');
  });

  it('is chosen with the keyboard: Tab reaches the group, the arrow keys move the choice', async () => {
    const { user } = renderWithProviders(<ThemeControl />);

    await user.tab();
    expect(within(themeGroup()).getByRole('radio', { name: 'Follow device' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');

    expect(within(themeGroup()).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(scheme()).toBe('dark');
  });

  it('starts dark after a reload once Dark was chosen', async () => {
    const first = renderWithProviders(<ThemeControl />);
    await first.user.click(within(themeGroup()).getByRole('radio', { name: 'Dark' }));
    first.unmount();
    document.documentElement.removeAttribute('data-mantine-color-scheme');

    renderWithProviders(<ThemeControl />);

    expect(scheme()).toBe('dark');
    expect(within(themeGroup()).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});

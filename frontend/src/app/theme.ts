import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Lyceum Academy's navy, used as the primary color everywhere.
const school: MantineColorsTuple = [
  '#eef3fb',
  '#dbe3f1',
  '#b3c4e3',
  '#88a3d6',
  '#6487ca',
  '#4d75c3',
  '#406cc1',
  '#325baa',
  '#2a5199',
  '#1c3f78',
];

// Mantine's red from shade 6 on is too light for text on white (3.3:1) and for white text on
// red buttons; these shades keep WCAG AA's 4.5:1 wherever red carries words (Sign out, Delete,
// field errors, error toasts).
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e35d5d',
  '#c92a2a',
  '#b42424',
  '#a11f1f',
  '#8a1a1a',
];

export const theme = createTheme({
  primaryColor: 'school',
  primaryShade: { light: 8, dark: 5 },
  colors: { school, red },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Every panel's close button says what it does to screen readers (the icon alone is silent).
  // Plain objects, not Drawer.extend: the theme is on the login page, the panels are not.
  components: {
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A spinner is a status: its label ('Searching teachers') is then allowed and announced.
    Loader: { defaultProps: { role: 'status' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The toasts' close button too.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Dimmed text (hints, secondary lines, empty states) dark enough for 4.5:1 on white and on the
 * light grey and navy-tinted surfaces (Mantine's own grey reads 3.3:1), and placeholders (such as
 * a file picker's 'Choose a file', which stands in for a value) at 4.5:1 on white too.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f676f', '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});

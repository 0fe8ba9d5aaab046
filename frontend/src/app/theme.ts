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

// Mantine's green from shade 7 on is too light for words on white (3.3:1 at the light theme's
// shade 8); these keep 4.5:1 for 'Saved' and other confirmations written in green.
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2b8a3e',
  '#237032',
  '#1b5a28',
];

export const theme = createTheme({
  primaryColor: 'school',
  // Filled buttons take shade 7 in the dark theme: white words keep 4.5:1 on every colour
  // (Mantine's shade 5 gives 3.5:1 on red).
  primaryShade: { light: 8, dark: 7 },
  colors: { school, red, green },
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
 * Colours Mantine leaves too faint for WCAG AA's 4.5:1, per theme, and the app's canvas.
 *
 * Light: dimmed text (hints, secondary lines, empty states) dark enough on white and on the light
 * grey and navy-tinted surfaces (Mantine's own grey reads 3.3:1), and placeholders (such as a file
 * picker's 'Choose a file', which stands in for a value) at 4.5:1 on white too.
 *
 * Dark: dimmed text, placeholders and field errors light enough on the dark surfaces and fields
 * (Mantine's read 4.0:1, 2.9:1 and 2.4:1), and the school's navy for links and words
 * (`c="school"`) one shade lighter.
 *
 * `--lyceum-color-canvas` is the ground the screens' panels sit on: light grey, or darker than
 * the panels in the dark theme.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f676f',
    '--mantine-color-placeholder': '#6c757d',
    '--lyceum-color-canvas': 'var(--mantine-color-gray-0)',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-school-3)',
    '--mantine-color-school-text': 'var(--mantine-color-school-3)',
    '--lyceum-color-canvas': 'var(--mantine-color-dark-8)',
  },
});

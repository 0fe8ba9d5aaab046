import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'school',
  primaryShade: { light: 8, dark: 5 },
  colors: { school },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

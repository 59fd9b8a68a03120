import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Trazo's look: a deep "route" blue-teal as the brand colour, plus the extra hues the role top bars
// need (spec §2.7: brown for role 3, deep orange for role 6's menu).

const trazo: MantineColorsTuple = [
  '#e6f5fb',
  '#cde6f2',
  '#9dcde6',
  '#69b2da',
  '#409ccf',
  '#268ec9',
  '#1383c0',
  '#0b6fa8',
  '#0b5f8a',
  '#004e75',
];

const brown: MantineColorsTuple = [
  '#f8f1ec',
  '#eadfd6',
  '#d7bda9',
  '#c39a7a',
  '#b27c52',
  '#a86a3a',
  '#8d5a32',
  '#764b2a',
  '#5f3c22',
  '#4a2e19',
];

const deepOrange: MantineColorsTuple = [
  '#fff0e8',
  '#ffdfd1',
  '#fbbda2',
  '#f7986f',
  '#f47a45',
  '#f2662a',
  '#e6531a',
  '#cc4510',
  '#b63a0a',
  '#9f2e00',
];

export const theme = createTheme({
  primaryColor: 'trazo',
  primaryShade: { light: 7, dark: 5 },
  colors: { trazo, brown, deepOrange },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: {
      defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import { MSG } from '@trazo/shared';

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

// Mantine's gray.6 (#868e96) is the colour of secondary text in several of its components (a toast's
// description, field descriptions…) and reads at 3.3:1 on white; this one reads at 4.7:1 on gray.1.
const gray = DEFAULT_THEME.colors.gray.map((shade, index) =>
  index === 6 ? '#656c73' : shade,
) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'trazo',
  primaryShade: { light: 7, dark: 5 },
  colors: { trazo, brown, deepOrange, gray },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    // A badge shows its whole text (issue 22 item 14: "S…", "ABIE…", "ENTREGA LEJOS D…"). Mantine's cuts
    // it with an ellipsis, and its overflow: hidden lets a flex or table cell shrink it to nothing; here it
    // is never narrower than its longest word and a long text wraps onto a second line.
    Badge: {
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          minWidth: 'min-content',
          maxWidth: '100%',
          overflow: 'visible',
          paddingBlock: 2,
          lineHeight: 1.3,
        },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'normal' },
      },
    },
    // Every dialog's ✕ says what it does (issue 14 item 8); Mantine's has no accessible name.
    Modal: {
      defaultProps: {
        centered: true,
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        closeButtonProps: { 'aria-label': MSG.close },
      },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: {
      defaultProps: {
        size: 'md',
        visibilityToggleButtonProps: { 'aria-label': MSG.togglePasswordVisibility },
      },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': MSG.close } } },
    CloseButton: { defaultProps: { 'aria-label': MSG.close } },
    // A field's ✕ (clearable selects and dates) empties it; it closes nothing.
    InputClearButton: { defaultProps: { 'aria-label': MSG.clearValue } },
  },
});

// WCAG AA (issue 14 item 8): text needs a contrast of 4.5:1 with what is behind it. Mantine's stock
// shades miss it in places (white on blue.7 or green.7, yellow.9 on yellow.1, gray.6 "dimmed" text),
// so the colour variables that carry text are recomputed here: each is its usual shade, darkened in
// small steps until it reads on the background it is drawn on. Same hues, only as dark as needed.

/** 4.5:1, with a little margin for rounding in the browser's blending. */
const AA_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened just enough to read on `background`. */
function readableOn(background: string, color: string): string {
  let value = color;
  for (let step = 1; contrast(value, background) < AA_CONTRAST && step <= 12; step++) {
    value = darken(color, step * 0.06);
  }
  return value;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(resolved.colors)) {
    // Filled buttons and badges carry white text; light ones their darkest shade on shade 1.
    const filled = readableOn('#ffffff', shades[7]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[1], shades[9]);
  }
  const { gray: grays, red } = resolved.colors;
  // Dimmed text sits on white, on the page's gray.0 and on light panels up to gray.2.
  light['--mantine-color-dimmed'] = readableOn(grays[2], grays[6]);
  light['--mantine-color-error'] = readableOn('#ffffff', red[6]);
  // Placeholders drawn as text (a date range's "Selecciona fechas") are read like any text.
  light['--mantine-color-placeholder'] = readableOn('#ffffff', grays[5]);
  return { variables: {}, light, dark: {} };
};

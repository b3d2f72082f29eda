import type { ThemeOptions } from '@mui/material/styles';

/** Colour scales of the brand; every colour in the app comes from here through the theme. */
export const brand = {
  50: '#eef4fb',
  100: '#d6e4f5',
  200: '#adc8ea',
  300: '#7fa7da',
  400: '#4f82c4',
  500: '#2f63a8',
  600: '#1f4f8c',
  700: '#1a406f',
  800: '#163456',
  900: '#10253d',
} as const;

export const accent = {
  100: '#fdecc8',
  300: '#f6c26b',
  500: '#d98a1c',
  700: '#a15c07',
  900: '#6b3d05',
} as const;

export const gray = {
  50: '#f7f9fb',
  100: '#eef1f5',
  200: '#dde3ea',
  300: '#c3ccd6',
  400: '#94a1b2',
  500: '#677587',
  600: '#4d5a6b',
  700: '#3a4553',
  800: '#262e38',
  900: '#151a21',
} as const;

export const green = { 50: '#edf7ee', 700: '#2e7d32', 900: '#1b5e20' } as const;
export const red = { 50: '#fdeeee', 700: '#c62828', 900: '#8e1c1c' } as const;
export const orange = { 50: '#fff4e5', 700: '#a15c07', 900: '#6b3d05' } as const;
export const blue = { 50: '#e8f3fb', 700: '#0b6aa8', 900: '#084b77' } as const;

// Main colours keep at least 4.5:1 contrast against white (WCAG AA for text and contained buttons).
export const palette = {
  mode: 'light',
  primary: { light: brand[400], main: brand[600], dark: brand[800], contrastText: '#ffffff' },
  secondary: { light: accent[300], main: accent[700], dark: accent[900], contrastText: '#ffffff' },
  success: { light: green[50], main: green[700], dark: green[900], contrastText: '#ffffff' },
  error: { light: red[50], main: red[700], dark: red[900], contrastText: '#ffffff' },
  warning: { light: orange[50], main: orange[700], dark: orange[900], contrastText: '#ffffff' },
  info: { light: blue[50], main: blue[700], dark: blue[900], contrastText: '#ffffff' },
  grey: gray,
  divider: gray[200],
  background: { default: gray[50], paper: '#ffffff' },
  text: { primary: gray[900], secondary: gray[600] },
  action: { hover: brand[50], selected: brand[100] },
} satisfies ThemeOptions['palette'];

// At 200 % text zoom on a phone one word of a large heading can be wider than the screen; it breaks rather than
// widening the page ('anywhere', unlike 'break-word', also lets the heading's box shrink in a grid or flex layout).
const WRAP_LONG_WORDS = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

export const typography = {
  fontFamily: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(
    ',',
  ),
  h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em', ...WRAP_LONG_WORDS },
  h2: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.25, ...WRAP_LONG_WORDS },
  h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, ...WRAP_LONG_WORDS },
  h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35, ...WRAP_LONG_WORDS },
  h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
  button: { textTransform: 'none', fontWeight: 600 },
} satisfies ThemeOptions['typography'];

export const radius = { sm: 4, md: 8, lg: 12 } as const;

export const shape = { borderRadius: radius.md } satisfies ThemeOptions['shape'];

/** Width of the signed-in sidebar from the md breakpoint up. */
export const SIDEBAR_WIDTH_PX = 264;

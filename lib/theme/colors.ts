/**
 * The brand's colors, the one home of every hex value: styles/globals.css declares the same
 * tokens (a unit test holds the two together), and artwork, the hero animation and the
 * contact form's answer page take theirs from here.
 */
export const THEME_COLORS = {
  light: {
    bg: '#ffffff',
    surface: '#f4f6fb',
    'surface-2': '#e9edf7',
    text: '#0d1326',
    muted: '#4a5470',
    border: '#d5dbea',
    // Form fields' borders: darker than `border`, for 3:1 contrast against the page.
    'field-border': '#7a86a8',
    accent: '#4338ca',
    'accent-hover': '#3730a3',
    'accent-text': '#ffffff',
    'accent-soft': '#e0e7ff',
    highlight: '#0e7490',
    focus: '#c2410c',
    success: '#166534',
    danger: '#b91c1c',
  },
  dark: {
    bg: '#0a0f1f',
    surface: '#121a31',
    'surface-2': '#1a2442',
    text: '#e8ecf7',
    muted: '#a9b3cc',
    border: '#2a3558',
    'field-border': '#6c7aa3',
    accent: '#a5b4fc',
    'accent-hover': '#c7d2fe',
    'accent-text': '#0a0f1f',
    'accent-soft': '#1e2a55',
    highlight: '#67e8f9',
    focus: '#fdba74',
    success: '#86efac',
    danger: '#fca5a5',
  },
} as const;

export type ThemeName = keyof typeof THEME_COLORS;

/** A #rrggbb color as Lottie's 0..1 RGBA, to three decimals. */
export function lottieRgba(hex: string): [number, number, number, number] {
  const channel = (at: number) => Math.round((parseInt(hex.slice(at, at + 2), 16) / 255) * 1000) / 1000;
  return [channel(1), channel(3), channel(5), 1];
}

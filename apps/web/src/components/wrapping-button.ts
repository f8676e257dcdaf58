/**
 * Mantine Button `styles` for a label that wraps onto a second line, the button growing, when it
 * is too long for its place (Kiswahili's longer labels on a 360 px phone), instead of being cut.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
  label: { whiteSpace: 'normal', height: 'auto', lineHeight: 1.25, textAlign: 'start' },
} as const;

import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light variants (badges, light buttons, alerts) draw text in shade 6 of their colour on a pale tint of it,
 * which for yellow, orange, green and teal is below WCAG AA contrast (axe: color-contrast). Their text takes the
 * darkest shade, darkened further.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  return palette ? { ...colors, color: darken(palette[9], 0.3) } : colors;
};

/**
 * The app's typeface (src/app/fonts.css), then the system's. A system font costs Chromium on Linux a synchronous
 * call to the browser process for every size and weight it lays out; the web font none (docs/performance.md, "Fonts").
 */
const APP_FONT_STACK = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons above WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: APP_FONT_STACK,
  // Headings keep the same stack: Mantine's default for them names five other families.
  headings: { fontFamily: APP_FONT_STACK, fontWeight: '700' },
  // Mantine's default names seven monospace families, each one a lookup on Linux where it is not installed (six
  // `MatchFamilyStyle` calls in the review screen's first layout of a spark code): the platform's own, then the generic.
  fontFamilyMonospace: 'ui-monospace, monospace',
  cursorType: 'pointer',
  variantColorResolver,
  components: {
    // Mantine's close buttons carry only an icon: give every dialog's and notification's one a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A button or badge never shrinks below its label beside long text (a row's 'View' cut to 'Viev', a status badge
    // cut to 'A…'), and a table column holding one is at least as wide as it: the text around it wraps instead
    // (docs/ux-rules.md).
    Button: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    // A table wider than its panel scrolls with a scrollbar in sight, not one that appears only under the pointer
    // (a column hidden behind it went unnoticed).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { type: 'auto' } } },
  },
});

/**
 * Mantine's default "dimmed" grey and error red are below WCAG AA contrast for small text on light
 * backgrounds; use darker shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

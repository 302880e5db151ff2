// JobDesk's Mantine theme: Mantine's look, with every text colour dark enough for WCAG AA contrast (axe checks it).
import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  darken,
  Modal,
  NavLink,
  Notification,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6 (Mantine's default) under white text is 3.6:1; shade 8 is above 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  components: {
    // Close buttons are icons: without a name a screen reader says only "button" (axe flags Notification's).
    // Its description under a title is gray-6 (3.9:1 on white): gray-7 passes AA.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
    // The navigation's items pad and space their icon and count by spacing-sm (12px): at 8px "Unsaved drafts"
    // and "Needs attention" keep to one line beside their counts in a navigation narrow enough for 1024px.
    NavLink: NavLink.extend({ styles: { root: { '--mantine-spacing-sm': '8px' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // Words in sentence case read faster than capitals, and a badge never cuts its words off ("Waiti…").
    Badge: Badge.extend({
      defaultProps: { tt: 'none' },
      styles: {
        root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible' },
      },
    }),
  },
});

/** Text of light badges and alerts: shade 9 on shade 1 is under 4.5:1 for green, orange, yellow, lime… */
const LIGHT_TEXT_DARKENING = 0.3;

/** Placeholders, dimmed text and links are too light by default (gray-5, gray-6, blue-6 on white). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], LIGHT_TEXT_DARKENING),
      ]),
    ),
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

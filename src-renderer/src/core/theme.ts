// JobDesk's Mantine theme: Mantine's look, with every text colour dark enough for WCAG AA contrast (axe checks it).
import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  type MantineColorSchemeManager,
  type MantineThemeComponent,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

// The components' settings are plain objects rather than `Modal.extend(…)`: importing a component to extend it
// would put its code (the Modal and its focus trap, the Notification) into the first screen's.

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
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } satisfies Partial<NotificationProps>,
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    } satisfies MantineThemeComponent,
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    } satisfies MantineThemeComponent,
    // Words in sentence case read faster than capitals, and a badge never cuts its words off ("Waiti…").
    Badge: {
      defaultProps: { tt: 'none' } satisfies Partial<BadgeProps>,
      styles: {
        root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible' },
      },
    } satisfies MantineThemeComponent,
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

/**
 * JobDesk is light only: Mantine's default manager would read the scheme from localStorage as the page starts
 * (the first read of a new profile's storage took 8 ms of the first screen).
 */
export const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

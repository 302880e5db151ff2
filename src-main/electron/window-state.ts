// The main window's size and position between launches: a small JSON file in userData, validated when
// read, and fitted back onto the screens present now (a monitor may be gone since).
import { readFile, writeFile } from 'node:fs/promises';
import * as z from 'zod/mini';

export const WindowStateSchema = z.object({
  x: z.optional(z.int()),
  y: z.optional(z.int()),
  width: z.int().check(z.minimum(400), z.maximum(20_000)),
  height: z.int().check(z.minimum(300), z.maximum(20_000)),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

export type Rectangle = { x: number; y: number; width: number; height: number };

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };

/** The saved state, or the default when the file is missing, unreadable or not a valid state. */
export async function readWindowState(file: string): Promise<WindowState> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return DEFAULT_WINDOW_STATE;
  try {
    const parsed = WindowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_WINDOW_STATE;
  } catch {
    return DEFAULT_WINDOW_STATE;
  }
}

export async function writeWindowState(file: string, state: WindowState): Promise<void> {
  await writeFile(file, JSON.stringify(WindowStateSchema.parse(state)));
}

/**
 * The state to open with on today's screens: kept when its title bar area is on one of them, otherwise
 * centred by the OS (no position) and shrunk to the largest screen.
 */
export function fitToDisplays(state: WindowState, workAreas: readonly Rectangle[]): WindowState {
  const largest = workAreas.reduce<Rectangle | null>(
    (best, area) => (best === null || area.width * area.height > best.width * best.height ? area : best),
    null,
  );
  if (largest === null) return state;
  const size = {
    width: Math.min(state.width, largest.width),
    height: Math.min(state.height, largest.height),
  };
  if (state.x === undefined || state.y === undefined) return { ...size, maximized: state.maximized };
  // The top strip must be reachable, or the window cannot be dragged back.
  const titleBar: Rectangle = { x: state.x, y: state.y, width: size.width, height: 40 };
  const visible = workAreas.some((area) => overlapArea(titleBar, area) >= Math.min(100, size.width) * 20);
  return visible
    ? { ...size, x: state.x, y: state.y, maximized: state.maximized }
    : { ...size, maximized: state.maximized };
}

function overlapArea(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

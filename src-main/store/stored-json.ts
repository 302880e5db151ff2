// JSON kept in a column, checked again with its schema whenever it is read (style.md: stored values are
// re-validated): a value that no longer parses reads as none rather than failing the read.
import type * as z from 'zod/mini';

export function parseStoredJson<T>(text: string | null, schema: z.ZodMiniType<T>): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

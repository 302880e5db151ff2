// Command-line options of browser mode (`npm run web -- …`), parsed and validated.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { err, ok, type Result } from '../../src-shared/result.ts';

const WebOptionsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(5180),
  data: z.string().min(1).default('.data'),
  apiKey: z.string().trim().min(8, 'must be at least 8 characters').optional(),
  remote: z
    .string()
    .refine((url) => /^https?:\/\//i.test(url) && URL.canParse(url), 'must be an http:// or https:// URL')
    .optional(),
  remoteKey: z.string().trim().min(1).optional(),
  open: z.boolean(),
});
export type WebOptions = z.infer<typeof WebOptionsSchema>;

export const WEB_USAGE = `Usage: npm run web -- [--port 5180] [--data DIR] [--api-key LOCALKEY]
                      [--remote URL --remote-key KEY] [--no-open]
  --port N          port on 127.0.0.1 (0 picks a free one; default 5180)
  --data DIR        JobDesk's data folder (default .data)
  --api-key KEY     the key of JobDesk's local API (default: one made and kept in DIR)
  --remote URL      the job board to sync with, e.g. http://127.0.0.1:8787/api/v1.1
  --remote-key KEY  the job board's API key (kept in DIR/remote-key, mode 0600)
  --no-open         do not open a browser`;

export function parseWebOptions(argv: string[]): Result<WebOptions, string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'api-key': { type: 'string' },
        remote: { type: 'string' },
        'remote-key': { type: 'string' },
        'no-open': { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    return err((error as Error).message);
  }
  const result = WebOptionsSchema.safeParse({
    port: values.port,
    data: values.data,
    apiKey: values['api-key'],
    remote: values.remote,
    remoteKey: values['remote-key'],
    open: values['no-open'] !== true,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    return err(`Invalid --${String(issue?.path[0] ?? 'option')}: ${issue?.message ?? 'invalid value'}`);
  }
  return ok(result.data);
}

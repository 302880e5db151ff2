// Command-line options of browser mode (`npm run web -- …`), parsed and validated.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { err, ok, type Result } from '../../src-shared/result.ts';
import { webAddressProblem } from '../../src-shared/rules/web-address.ts';

const WebOptionsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(5180),
  /** Absent: the user's application-data folder for JobDesk (app-data-folder.ts). */
  data: z.string().min(1).optional(),
  apiKey: z.string().trim().min(8, 'must be at least 8 characters').optional(),
  remote: z
    .string()
    .refine((url) => webAddressProblem(url) === null, 'must be an http:// or https:// URL')
    .optional(),
  remoteKey: z.string().trim().min(1).optional(),
  open: z.boolean(),
  build: z.boolean(),
});
export type WebOptions = z.infer<typeof WebOptionsSchema>;

export const WEB_USAGE = `Usage: npm run web -- [--port 5180] [--data DIR] [--api-key LOCALKEY]
                      [--remote URL --remote-key KEY] [--open] [--no-build]
  --port N          port on 127.0.0.1 (0 picks a free one; default 5180)
  --data DIR        JobDesk's data folder (default: the user's app-data folder, e.g. ~/.local/share/JobDesk)
  --api-key KEY     the key of JobDesk's local API (default: one made and kept in DIR)
  --remote URL      the job board to sync with, e.g. http://127.0.0.1:8787/api/v1.1
  --remote-key KEY  the job board's API key (kept in DIR/remote-key, mode 0600)
  --open            open the default browser at the address (--no-open: do not; the default)
  --build           build the UI first when it is missing or older than its sources
                    (npm run web passes it; --no-build serves what is built)`;

export function parseWebOptions(argv: string[]): Result<WebOptions, string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      // --no-open and --no-build; the last of --open and --no-open wins.
      allowNegative: true,
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'api-key': { type: 'string' },
        remote: { type: 'string' },
        'remote-key': { type: 'string' },
        open: { type: 'boolean' },
        build: { type: 'boolean' },
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
    open: values.open === true,
    build: values.build === true,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const option = String(issue?.path[0] ?? 'option').replace(
      /[A-Z]/g,
      (letter) => `-${letter.toLowerCase()}`,
    );
    return err(`Invalid --${option}: ${issue?.message ?? 'invalid value'}`);
  }
  return ok(result.data);
}

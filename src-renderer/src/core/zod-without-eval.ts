// zod compiles its parsers with new Function where eval is allowed, and finds out by trying: under the page's
// Content-Security-Policy (no 'unsafe-eval') that try logs a console error. Its interpreter needs no eval.
// Imported first by the entry, as schemas are built when their modules load.
import * as z from 'zod/mini';

z.config({ jitless: true });

// Imported first by the entry: zod probes `new Function` to compile its parsers, the page's CSP forbids
// eval, and the probe logs a CSP violation to the console on the first parse. Its interpreted parsers
// need no probe. A module of its own so it runs before any module that parses at import.
import { z } from 'zod';

z.config({ jitless: true });

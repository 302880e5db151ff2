// zod/mini words no issue until a locale is set ("Invalid input"). Where a schema gives no message of its own,
// the API's 400s, the command lines' errors and the reasons of set-aside outbox rows carry zod's words, so
// the main process speaks English. (The renderer stays without a locale: its first screen pays for every kB,
// and the messages it shows come from the core or from the job schemas' own error map.)
import * as z from 'zod/mini';

z.config(z.locales.en());

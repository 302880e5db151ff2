// The languages JobDesk speaks as a zod schema, for messages that name one (the renderer telling the desktop
// shell its language). Apart from app-language.ts, which the sandboxed preload bundles without zod.
import * as z from 'zod/mini';
import { APP_LANGUAGES } from './app-language.ts';

export const AppLanguageSchema = z.enum(APP_LANGUAGES);

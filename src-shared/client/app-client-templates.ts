// The app client's methods for templates (/templates) and spelling (/spelling, /jobs/{id}/spelling),
// built on the client's own call functions so they parse and fail exactly like its other methods.
import type * as z from 'zod/mini';
import { ok, type Result } from '../result.ts';
import type { JobSpelling, SpellingLanguage, SpellingSettings } from '../schemas/spelling.ts';
import type { Template, TemplateInput, TemplateKind } from '../schemas/templates.ts';
import type { JobBoardError } from './job-board-error.ts';
import type { RequestPlan } from './send-request.ts';
import type { CallOptions } from './typed-call.ts';

type Call = <S extends z.ZodMiniType>(
  plan: RequestPlan,
  schema: S,
  options: CallOptions | undefined,
) => Promise<Result<z.output<S>, JobBoardError>>;
type CallWithoutAnswer = (plan: RequestPlan, options?: CallOptions) => Promise<Result<void, JobBoardError>>;

export type TemplatesClientMethods = {
  /** GET /templates (of one kind when given): by kind, then name. */
  templates(kind?: TemplateKind, options?: CallOptions): Promise<Result<Template[], JobBoardError>>;
  /** GET /templates/{id}. None with this id: reason `'not-found'`. */
  template(id: number, options?: CallOptions): Promise<Result<Template, JobBoardError>>;
  /** POST /templates. A name in use by another of its kind: reason `'conflict'` with the field `name`. */
  createTemplate(input: TemplateInput, options?: CallOptions): Promise<Result<Template, JobBoardError>>;
  /** PUT /templates/{id}: replaces it whole (rename, edit); its kind cannot change. */
  replaceTemplate(
    id: number,
    input: TemplateInput,
    options?: CallOptions,
  ): Promise<Result<Template, JobBoardError>>;
  /** DELETE /templates/{id}. */
  deleteTemplate(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
  /** POST /templates/starters: adds the starter texts whose names are free; answers those added. */
  addStarterTemplates(options?: CallOptions): Promise<Result<Template[], JobBoardError>>;
  /** GET /spelling: the recruiter's language and their own words. */
  spelling(options?: CallOptions): Promise<Result<SpellingSettings, JobBoardError>>;
  /** PUT /spelling. */
  setSpellingLanguage(
    language: SpellingLanguage,
    options?: CallOptions,
  ): Promise<Result<SpellingSettings, JobBoardError>>;
  /** POST /spelling/words ("Add to dictionary"); adding a word twice changes nothing. */
  addDictionaryWord(word: string, options?: CallOptions): Promise<Result<SpellingSettings, JobBoardError>>;
  /** DELETE /spelling/words/{word}. */
  removeDictionaryWord(word: string, options?: CallOptions): Promise<Result<void, JobBoardError>>;
  /** GET /jobs/{id}/spelling: the job's own language, null when it follows the recruiter's. */
  jobSpelling(jobId: number, options?: CallOptions): Promise<Result<JobSpelling, JobBoardError>>;
  /** PUT /jobs/{id}/spelling; null follows the recruiter's language again. */
  setJobSpelling(
    jobId: number,
    language: SpellingLanguage | null,
    options?: CallOptions,
  ): Promise<Result<JobSpelling, JobBoardError>>;
};

/**
 * The templates' schemas, loaded on the first template read or written: they hold the description check and
 * its HTML tokenizer, which the app's first screen (the jobs list) does not need.
 */
const templateSchemas = () => import('../schemas/templates.ts');
/** The spelling settings' schemas, loaded on the first read (the editor, Settings). */
const spellingSchemas = () => import('../schemas/spelling.ts');

export function templatesClientMethods(
  call: Call,
  callWithoutAnswer: CallWithoutAnswer,
): TemplatesClientMethods {
  const templatePath = (id: number) => `/templates/${encodeURIComponent(String(id))}`;
  const jobSpellingPath = (id: number) => `/jobs/${encodeURIComponent(String(id))}/spelling`;
  return {
    async templates(kind, options) {
      const { TemplateListSchema } = await templateSchemas();
      const query = kind === undefined ? undefined : new URLSearchParams({ kind });
      const answer = await call({ method: 'GET', path: '/templates', query }, TemplateListSchema, options);
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async template(id, options) {
      const { TemplateSchema } = await templateSchemas();
      return call({ method: 'GET', path: templatePath(id) }, TemplateSchema, options);
    },
    async createTemplate(input, options) {
      const { TemplateSchema } = await templateSchemas();
      return call({ method: 'POST', path: '/templates', body: input }, TemplateSchema, options);
    },
    async replaceTemplate(id, input, options) {
      const { TemplateSchema } = await templateSchemas();
      return call({ method: 'PUT', path: templatePath(id), body: input }, TemplateSchema, options);
    },
    deleteTemplate: (id, options) => callWithoutAnswer({ method: 'DELETE', path: templatePath(id) }, options),
    async addStarterTemplates(options) {
      const { TemplateListSchema } = await templateSchemas();
      const answer = await call({ method: 'POST', path: '/templates/starters' }, TemplateListSchema, options);
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async spelling(options) {
      const { SpellingSettingsSchema } = await spellingSchemas();
      return call({ method: 'GET', path: '/spelling' }, SpellingSettingsSchema, options);
    },
    async setSpellingLanguage(language, options) {
      const { SpellingSettingsSchema } = await spellingSchemas();
      return call({ method: 'PUT', path: '/spelling', body: { language } }, SpellingSettingsSchema, options);
    },
    async addDictionaryWord(word, options) {
      const { SpellingSettingsSchema } = await spellingSchemas();
      return call(
        { method: 'POST', path: '/spelling/words', body: { word } },
        SpellingSettingsSchema,
        options,
      );
    },
    removeDictionaryWord: (word, options) =>
      callWithoutAnswer({ method: 'DELETE', path: `/spelling/words/${encodeURIComponent(word)}` }, options),
    async jobSpelling(jobId, options) {
      const { JobSpellingSchema } = await spellingSchemas();
      return call({ method: 'GET', path: jobSpellingPath(jobId) }, JobSpellingSchema, options);
    },
    async setJobSpelling(jobId, language, options) {
      const { JobSpellingSchema } = await spellingSchemas();
      return call(
        { method: 'PUT', path: jobSpellingPath(jobId), body: { language } },
        JobSpellingSchema,
        options,
      );
    },
  };
}

// A conflict: a property of a job changed both in JobDesk and on the job board (by its website or another
// laptop) to different values since the version JobDesk last saw. Sync sends nothing for such a job until
// the recruiter decides, property by property (POST /app/v1/jobs/{id}/resolve). The core answers with these
// schemas and the UI parses with them.
import * as z from 'zod/mini';
import type { JobInput } from './job-input.ts';

/**
 * The properties a three-way merge compares. The board replaces arrays and objects (`locations`,
 * `categories`, `salary`, `positionType`, `applicantRoutingType`) whole, so each is sent whole; changed on
 * both sides, the salary still merges by its parts and the lists as sets (three-way-merge.ts).
 */
export const MERGED_PROPERTIES = [
  'referenceId',
  'title',
  'status',
  'closeDate',
  'confidential',
  'autoRefresh',
  'locations',
  'categories',
  'positionType',
  'salary',
  'description',
  'applicantRoutingType',
  'applicationEmail',
  'applicationUrl',
] as const satisfies ReadonlyArray<keyof JobInput>;
export const MergedPropertySchema = z.enum(MERGED_PROPERTIES);
export type MergedProperty = z.infer<typeof MergedPropertySchema>;

/** One property changed on both sides: the value in JobDesk (`mine`) and on the job board (`theirs`), as JobInput holds them. */
export const PropertyConflictSchema = z.object({
  property: MergedPropertySchema,
  mine: z.json(),
  theirs: z.json(),
});
export type PropertyConflict = z.infer<typeof PropertyConflictSchema>;

export const CONFLICT_CHOICES = ['mine', 'board'] as const;
export const ConflictChoiceSchema = z.enum(CONFLICT_CHOICES);
export type ConflictChoice = z.infer<typeof ConflictChoiceSchema>;

/**
 * `POST /app/v1/jobs/{id}/resolve`: for each property named, keep mine (it is sent to the board) or use the
 * job board's (it replaces mine here; my other changes are still sent). Properties not named stay in
 * conflict. Unknown keys are dropped. Answers the job's sync state (JobSyncStatusSchema).
 */
export const ConflictResolutionSchema = z
  .object({ choices: z.partialRecord(MergedPropertySchema, ConflictChoiceSchema) })
  .check(
    z.refine((value) => Object.keys(value.choices).length > 0, {
      error: 'Choose mine or the job board’s for at least one property.',
      path: ['choices'],
    }),
  );
export type ConflictResolution = z.infer<typeof ConflictResolutionSchema>;

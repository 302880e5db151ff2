// A job's status in words and the colour that goes with them (the list's badge, the editor's boards).
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

export const JOB_STATUS_WORDS: Readonly<Record<JobStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export const JOB_STATUS_COLORS: Readonly<Record<JobStatus, string>> = {
  draft: 'gray',
  active: 'green',
  archived: 'violet',
};

// A job's status in words and the colour that goes with them (the list's badge, the editor's boards).
import { t } from '@lingui/core/macro';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

/** Each word is read when shown (a getter), so it is in the language active then, not at import. */
export const JOB_STATUS_WORDS: Readonly<Record<JobStatus, string>> = {
  get draft() {
    return t`Draft`;
  },
  get active() {
    return t`Active`;
  },
  get archived() {
    return t`Archived`;
  },
};

export const JOB_STATUS_COLORS: Readonly<Record<JobStatus, string>> = {
  draft: 'gray',
  active: 'green',
  archived: 'violet',
};

// Where the editor sends the recruiter: to a job just created, or to a copy of this one (the app's hash routes).
import { formatRoute } from '../routing/routes.ts';

export const editorNavigation = {
  /** `replace`: the new job's editor takes the place of "new job" in the history (Back goes to the list). */
  openJob(jobId: number, options: { replace: boolean }): void {
    const hash = formatRoute({ name: 'edit-job', jobId });
    if (options.replace) window.location.replace(hash);
    else window.location.hash = hash;
  },
  newJob(): void {
    window.location.hash = formatRoute({ name: 'new-job', duplicateOf: null });
  },
  duplicateJob(jobId: number): void {
    window.location.hash = formatRoute({ name: 'new-job', duplicateOf: jobId });
  },
};

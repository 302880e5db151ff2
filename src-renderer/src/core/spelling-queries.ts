// Query keys of spelling: the recruiter's language and dictionary, and each job's own language.
export const spellingKeys = {
  settings: ['spelling'] as const,
  job: (jobId: number) => ['spelling', 'job', jobId] as const,
};

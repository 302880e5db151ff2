// The job search's text folding: one definition, used when a job is written and when it is searched,
// so the two can never disagree.

/**
 * The form of a title, a reference id or a search term that the search compares: NFC, lower case
 * (full Unicode, so `É` finds `é`). Changing it requires a migration that recomputes `title_key`
 * and `reference_key` of every job.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

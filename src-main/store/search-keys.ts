// The job search's text folding and its FTS5 query: one definition, used when a job is written and
// when it is searched, so the two can never disagree.
import type { JobStatus } from '../../src-shared/schemas/resources.ts';

/**
 * The form of a title, a reference id or a search term that the search compares: NFC, lower case
 * (full Unicode, so `É` finds `é`). Changing it requires a migration that recomputes `title_key`
 * and `reference_key` of every job.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The trigram index finds terms of at least this many characters (code points); shorter ones are scanned. */
export const MIN_INDEXED_TERM_LENGTH = 3;

/** True when a folded term can be searched through the trigram index. */
export function isIndexableTerm(term: string): boolean {
  // FTS5's query parser ends a string at NUL, so such a term is scanned instead.
  return countCodePoints(term) >= MIN_INDEXED_TERM_LENGTH && !term.includes('\u0000');
}

function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const TOKEN_BASE = 0xe000;
const TOKEN_DIGIT_BITS = 11;
const TOKEN_DIGIT_MASK = (1 << TOKEN_DIGIT_BITS) - 1;

/**
 * An employer id as exactly one trigram: three private-use characters, each holding 11 bits (ids up
 * to 2^33). Must equal the `char(57344 + …)` expression of the `jobs_search` triggers (migration 1).
 */
export function employerToken(employerId: number): string {
  if (!Number.isInteger(employerId) || employerId < 1 || employerId > 0x7fffffff) {
    throw new RangeError(`Not an employer id: ${employerId}`);
  }
  return String.fromCodePoint(
    TOKEN_BASE + ((employerId >>> (2 * TOKEN_DIGIT_BITS)) & TOKEN_DIGIT_MASK),
    TOKEN_BASE + ((employerId >>> TOKEN_DIGIT_BITS) & TOKEN_DIGIT_MASK),
    TOKEN_BASE + (employerId & TOKEN_DIGIT_MASK),
  );
}

/** A status as one trigram, as the triggers index it: `act`, `arc`, `dra`. */
export function statusToken(status: JobStatus): string {
  return status.slice(0, 3);
}

function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The MATCH expression for one employer's jobs (of one status, when given) whose folded title or
 * reference id contains the folded `term` (an indexable one). Every character of the term is
 * literal: it is one quoted FTS5 string.
 */
export function buildSearchMatch(employerId: number, status: JobStatus | null, term: string): string {
  const parts = [`employer_token : ${phrase(employerToken(employerId))}`];
  if (status !== null) parts.push(`status_token : ${phrase(statusToken(status))}`);
  parts.push(`{title_key reference_key} : ${phrase(term)}`);
  return parts.join(' AND ');
}

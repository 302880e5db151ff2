// The editor's label of each job property, by every name the API, the store and the history give it: the one
// place a message, a refusal or the History screen takes a field's name from when it speaks to a recruiter.
import { fieldLabel } from './field-messages.ts';

/** By property name; the store's names (`categoryIds`, `positionTypeId`, …) read as the property they hold. */
export const EDITOR_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  status: 'Status',
  referenceId: 'Reference ID',
  locations: 'Locations',
  categories: 'Categories',
  categoryIds: 'Categories',
  positionType: 'Position type',
  positionTypeId: 'Position type',
  closeDate: 'Close date',
  publishDate: 'Publish date',
  confidential: 'Confidential',
  autoRefresh: 'Auto-refresh',
  salary: 'Salary',
  applicantRoutingType: 'How candidates apply',
  applicantRoutingTypeId: 'How candidates apply',
  applicationEmail: 'Application email',
  applicationUrl: 'Application URL',
  description: 'Description',
};

/** The editor's label of a property; a name it does not know is returned as it is. */
export function editorLabel(property: string): string {
  return EDITOR_LABELS[property] ?? property;
}

/** `referenceId: …`, `salary.amount: …`, `locations[1].description: …`: a message led by an API path. */
const PATH_PREFIX = /^([a-zA-Z]+(?:\[\d+\])?(?:\.[a-zA-Z]+)*):\s*(.+)$/s;

/**
 * A board's message as the recruiter should read it: a leading API path becomes the editor's label
 * ("referenceId: already used" → "Reference ID: already used", "locations[1].description: …" → "Location 2: …").
 * Any other message is returned unchanged.
 */
export function messageInEditorWords(message: string): string {
  const match = PATH_PREFIX.exec(message);
  const path = match?.[1];
  const rest = match?.[2];
  if (path === undefined || rest === undefined) return message;
  const top = EDITOR_LABELS[path];
  if (top !== undefined) return `${top}: ${rest}`;
  const segments = path
    .split(/[.[\]]/)
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const label = fieldLabel(segments);
  // fieldLabel spells an unknown path as the path itself: then the message stays as the board wrote it.
  return label === path ? message : `${label}: ${rest}`;
}

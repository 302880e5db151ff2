// Turns any error answer of a job board (JobDesk's JSON shape, other JSON, HTML, text, nothing) into a JobBoardError.
import { redactString } from '../log-redaction.ts';
import type { FieldError } from '../schemas/resources.ts';
import { isRetryableStatus, JobBoardError, reasonForStatus } from './job-board-error.ts';
import { parseRetryAfter } from './retry-after.ts';

const MAX_JSON_MESSAGE_LENGTH = 500;
const MAX_TEXT_MESSAGE_LENGTH = 300;
const MAX_TITLE_LENGTH = 200;
const MAX_MESSAGES = 20;
const MAX_FIELDS = 100;
/** HTML, XML and text are only read this far: a title or a first sentence is all we show. */
const MAX_SCANNED_LENGTH = 100_000;

const STATUS_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  425: 'Too Early',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export type ParseErrorBodyOptions = {
  /** The `Retry-After` header of the answer, if any. */
  retryAfter?: string | null;
  /** The clock `Retry-After` dates are measured from; default `Date.now`. */
  now?: () => number;
};

type Found = { messages: string[]; type: string | null; fields: FieldError[] };

/**
 * Reads an HTTP error answer of any job board into a JobBoardError of kind `'http'`. Never throws.
 *
 * Messages come from whatever the board sent: JobDesk's `{"error": {"messages", "type", "fields"}}`,
 * `{"errors": [...]}` (strings or objects with a message) or `{"errors": {field: [...]}}`, `{"message"}`,
 * `{"error": "..."}`, RFC 7807 `{"title", "detail"}`, an HTML page (its title or first heading), plain text
 * (shortened); when nothing readable is there (empty body, broken JSON, binary), one generic sentence naming
 * the status. There is always at least one non-empty message, none longer than 500 characters.
 * `retryable` and `reason` depend on the status alone (see JobBoardError).
 */
export function parseErrorBody(
  status: number,
  statusText: string,
  contentType: string | null,
  bodyText: string,
  options: ParseErrorBodyOptions = {},
): JobBoardError {
  const found = readBody(contentType ?? '', bodyText);
  const messages = found.messages.length > 0 ? found.messages : [genericSentence(status, statusText)];
  return new JobBoardError({
    kind: 'http',
    status,
    type: found.type,
    messages,
    fields: found.fields,
    retryable: isRetryableStatus(status),
    retryAfterMs: parseRetryAfter(options.retryAfter, (options.now ?? Date.now)()),
    reason: reasonForStatus(status),
  });
}

function readBody(contentType: string, bodyText: string): Found {
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const text = bodyText.length > MAX_SCANNED_LENGTH ? bodyText.slice(0, MAX_SCANNED_LENGTH) : bodyText;
  const start = text.trimStart().slice(0, 20).toLowerCase();
  if (start === '') return messagesOnly([]);
  const jsonType =
    mediaType === 'application/json' || mediaType === 'text/json' || mediaType.endsWith('+json');
  const looksLikeJson = start.startsWith('{') || start.startsWith('[');
  if (jsonType || looksLikeJson) {
    const parsed = parseJson(bodyText);
    if (parsed.ok) return fromJson(parsed.value);
    // Broken JSON (cut off, or a bug on the board) has nothing worth showing a recruiter.
    if (looksLikeJson) return messagesOnly([]);
  }
  if (mediaType.includes('html') || /^<(!doctype html|html|head|body)[\s>]/.test(start)) {
    return messagesOnly(htmlHeadline(text));
  }
  if (mediaType.includes('xml') || start.startsWith('<?xml')) {
    return messagesOnly(cleanMessages([decodeEntities(stripTags(text))], MAX_TEXT_MESSAGE_LENGTH));
  }
  if (mediaType === '' || mediaType.startsWith('text/') || jsonType) {
    return messagesOnly(cleanMessages([text], MAX_TEXT_MESSAGE_LENGTH));
  }
  return messagesOnly([]); // images, octet streams…: nothing readable
}

function fromJson(value: unknown): Found {
  if (typeof value === 'string') return messagesOnly(cleanMessages([value], MAX_JSON_MESSAGE_LENGTH));
  if (Array.isArray(value)) return fromErrorList(value);
  if (!isRecord(value)) return messagesOnly([]);
  const error = value.error;
  const nested = isRecord(error) ? error : {};
  const type = typeof nested.type === 'string' ? cleanText(nested.type, 100) || null : null;
  const listed = fromErrorList(value.errors);
  // The first source with a readable message wins, the most specific first.
  const sources: unknown[][] = [
    Array.isArray(nested.messages) ? nested.messages : [],
    listed.messages,
    ...[
      value.message,
      value.Message,
      error,
      nested.message,
      value.detail,
      value.title,
      value.error_description,
    ].map((single) => [single]),
  ];
  let messages: string[] = [];
  for (const source of sources) {
    messages = cleanMessages(source, MAX_JSON_MESSAGE_LENGTH);
    if (messages.length > 0) break;
  }
  // FastAPI and others put a list of problems under "detail".
  if (messages.length === 0 && Array.isArray(value.detail)) return { ...fromErrorList(value.detail), type };
  const ownFields = readFields(nested.fields);
  return { messages, type, fields: ownFields.length > 0 ? ownFields : listed.fields };
}

/** `[...]` of strings or of objects with a message, or `{field: message | [messages]}`. */
function fromErrorList(value: unknown): Found {
  const messages: unknown[] = [];
  const fields: FieldError[] = [];
  const addField = (path: unknown, message: unknown): void => {
    const text = typeof message === 'string' ? cleanText(message, MAX_JSON_MESSAGE_LENGTH) : '';
    if (typeof path === 'string' && text !== '' && fields.length < MAX_FIELDS)
      fields.push({ path, message: text });
  };
  if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_FIELDS)) {
      if (!isRecord(item)) {
        messages.push(item);
        continue;
      }
      const message = [item.message, item.msg, item.detail, item.title, item.description].find(
        (candidate) => typeof candidate === 'string' && candidate.trim() !== '',
      );
      messages.push(message);
      addField(item.path ?? item.field ?? item.property ?? item.param, message);
    }
  } else if (isRecord(value)) {
    for (const [path, entry] of Object.entries(value).slice(0, MAX_FIELDS)) {
      for (const message of Array.isArray(entry) ? entry : [entry]) {
        messages.push(message);
        addField(path, message);
      }
    }
  }
  return { messages: cleanMessages(messages, MAX_JSON_MESSAGE_LENGTH), type: null, fields };
}

function readFields(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_FIELDS).flatMap((item) => {
    if (!isRecord(item) || typeof item.path !== 'string' || typeof item.message !== 'string') return [];
    const message = cleanText(item.message, MAX_JSON_MESSAGE_LENGTH);
    return message === '' ? [] : [{ path: item.path, message }];
  });
}

/** The page's `<title>`, else its first `<h1>`…`<h6>`: error pages put their one-line summary there. */
function htmlHeadline(html: string): string[] {
  const lower = html.toLowerCase();
  const candidates = [
    elementText(html, lower, /<title[\s>]/, '</title'),
    elementText(html, lower, /<h[1-6][\s>]/, '</h'),
  ];
  return cleanMessages(candidates, MAX_TITLE_LENGTH).slice(0, 1);
}

/** Text of the first element whose opening tag matches `open`, up to `close`; linear in the input. */
function elementText(html: string, lower: string, open: RegExp, close: string): string {
  const start = lower.search(open);
  if (start < 0) return '';
  const contentStart = lower.indexOf('>', start) + 1;
  const end = lower.indexOf(close, contentStart);
  if (contentStart === 0 || end < 0) return '';
  return decodeEntities(stripTags(html.slice(contentStart, end)));
}

function stripTags(markup: string): string {
  let text = '';
  let inTag = false;
  for (const char of markup) {
    if (inTag) {
      if (char === '>') {
        inTag = false;
        text += ' ';
      }
    } else if (char === '<') inTag = true;
    else text += char;
  }
  return text;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Non-empty, cleaned, distinct strings among `values`; anything that is not a string is skipped. */
function cleanMessages(values: readonly unknown[], maxLength: number): string[] {
  const messages = new Set<string>();
  for (const value of values) {
    const text = typeof value === 'string' ? cleanText(value, maxLength) : '';
    if (text !== '') messages.add(text);
    if (messages.size === MAX_MESSAGES) break;
  }
  return [...messages];
}

/** One line: control characters and runs of white space become one space; at most `maxLength` characters. */
function cleanText(text: string, maxLength: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  let cut = line.slice(0, maxLength - 1);
  // Never leave half of a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Whether a message is the sentence JobDesk writes when the board's answer had nothing readable (its status
 * alone), not the board's own words: the history quotes only the board.
 */
export function isStatusOnlySentence(message: string): boolean {
  return /^The job board answered (with status )?\d{3}\b/.test(message);
}

function genericSentence(status: number, statusText: string): string {
  const phrase = cleanText(statusText, 80).replace(/[.\s]+$/, '') || STATUS_PHRASES[status];
  return phrase
    ? `The job board answered ${status} ${phrase}.`
    : `The job board answered with status ${status}.`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function messagesOnly(messages: string[]): Found {
  return { messages, type: null, fields: [] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The board's refusal with the key it was sent masked, wherever it echoed it. */
export function withoutSecret(refusal: JobBoardError, apiKey: string): JobBoardError {
  const mask = (text: string): string => redactString(text, [apiKey]);
  return new JobBoardError({
    kind: refusal.kind,
    status: refusal.status,
    type: refusal.type,
    messages: refusal.messages.map(mask),
    fields: refusal.fields.map((field) => ({ ...field, message: mask(field.message) })),
    retryable: refusal.retryable,
    retryAfterMs: refusal.retryAfterMs,
    reason: refusal.reason,
  });
}

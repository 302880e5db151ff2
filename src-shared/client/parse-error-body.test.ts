// Any error answer a board can send becomes readable messages, and the status alone decides what happens.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from './job-board-error.ts';
import { parseErrorBody } from './parse-error-body.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

function messagesOf(
  status: number,
  contentType: string | null,
  body: string,
  statusText = '',
): readonly string[] {
  return parseErrorBody(status, statusText, contentType, body).messages;
}

describe('JSON bodies', () => {
  it('reads our error shape with its type and fields', () => {
    const body = JSON.stringify({
      error: {
        type: 'ValidationException',
        messages: ['Title is required.', 'Add at least one location.'],
        fields: [
          { path: 'title', message: 'Title is required.' },
          { path: 'locations', message: 'Add at least one location.' },
        ],
      },
    });
    const error = parseErrorBody(400, 'Bad Request', JSON_TYPE, body);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      type: 'ValidationException',
      messages: ['Title is required.', 'Add at least one location.'],
      fields: [
        { path: 'title', message: 'Title is required.' },
        { path: 'locations', message: 'Add at least one location.' },
      ],
      reason: 'validation',
      retryable: false,
    });
  });

  it('reads {message}', () => {
    expect(messagesOf(402, JSON_TYPE, '{"message":"You have no job credits left."}')).toEqual([
      'You have no job credits left.',
    ]);
  });

  it('reads {error: "..."}', () => {
    expect(messagesOf(403, JSON_TYPE, '{"error":"Invalid API key"}')).toEqual(['Invalid API key']);
  });

  it('reads {errors: [...]} of strings', () => {
    expect(messagesOf(422, JSON_TYPE, '{"errors":["Title is too long.","Bad date."]}')).toEqual([
      'Title is too long.',
      'Bad date.',
    ]);
  });

  it('reads {errors: [...]} of objects with a message, keeping their fields', () => {
    const body =
      '{"errors":[{"field":"title","message":"Title is too long."},{"code":7,"message":"Bad date."}]}';
    const error = parseErrorBody(422, '', JSON_TYPE, body);
    expect(error.messages).toEqual(['Title is too long.', 'Bad date.']);
    expect(error.fields).toEqual([{ path: 'title', message: 'Title is too long.' }]);
    expect(error.type).toBeNull();
  });

  it('reads {errors: {field: [...]}} as messages and fields', () => {
    const body =
      '{"title":"One or more validation errors occurred.","errors":{"Title":["The Title field is required."]}}';
    const error = parseErrorBody(400, '', 'application/problem+json', body);
    expect(error.messages).toEqual(['The Title field is required.']);
    expect(error.fields).toEqual([{ path: 'Title', message: 'The Title field is required.' }]);
  });

  it('reads RFC 7807 problem details, preferring detail to title', () => {
    const both = '{"type":"about:blank","title":"Conflict","detail":"The referenceId JD-1 is in use."}';
    expect(messagesOf(409, 'application/problem+json', both)).toEqual(['The referenceId JD-1 is in use.']);
    expect(messagesOf(409, 'application/problem+json', '{"title":"Conflict"}')).toEqual(['Conflict']);
  });

  it('reads a list of problems under detail', () => {
    const body = '{"detail":[{"loc":["body","title"],"msg":"field required"}]}';
    expect(messagesOf(422, JSON_TYPE, body)).toEqual(['field required']);
  });

  it('falls back to a sentence naming the status for invalid JSON with a JSON content type', () => {
    expect(messagesOf(500, JSON_TYPE, '{"error": {"messages": ["cut o')).toEqual([
      'The job board answered 500 Internal Server Error.',
    ]);
  });

  it('falls back to a sentence for JSON without any message', () => {
    expect(messagesOf(400, JSON_TYPE, '{"code": 17, "errors": []}')).toEqual([
      'The job board answered 400 Bad Request.',
    ]);
  });

  it('keeps messages on one line, distinct, and short', () => {
    const long = 'x'.repeat(2000);
    const body = JSON.stringify({ errors: ['Line one\n\tcontinued', 'Line one continued', long] });
    const messages = messagesOf(400, JSON_TYPE, body);
    expect(messages[0]).toBe('Line one continued');
    expect(messages).toHaveLength(2);
    expect(messages[1]?.length).toBe(500);
    expect(messages[1]?.endsWith('…')).toBe(true);
  });
});

describe('other bodies', () => {
  it('reads the title of an HTML 503 page', () => {
    const page = `<!DOCTYPE html><html><head><title>
      Service Unavailable &amp; Maintenance</title></head><body><h1>Down</h1></body></html>`;
    const error = parseErrorBody(503, 'Service Unavailable', 'text/html; charset=UTF-8', page);
    expect(error.messages).toEqual(['Service Unavailable & Maintenance']);
    expect(error).toMatchObject({ reason: 'server', retryable: true, type: null });
  });

  it('reads the first heading of an HTML page without a title', () => {
    const page = '<html><body><center><h1>504 <em>Gateway</em> Time-out</h1></center><hr>nginx</body></html>';
    expect(messagesOf(504, 'text/html', page)).toEqual(['504 Gateway Time-out']);
  });

  it('falls back to a sentence for an HTML page with neither title nor heading', () => {
    expect(
      messagesOf(503, 'text/html', '<html><body><p>Oops</p></body></html>', 'Service Unavailable'),
    ).toEqual(['The job board answered 503 Service Unavailable.']);
  });

  it('recognizes an HTML page sent without a content type', () => {
    expect(messagesOf(502, null, '<!doctype html><title>Bad gateway</title>')).toEqual(['Bad gateway']);
  });

  it('reads plain text, shortened', () => {
    expect(messagesOf(500, 'text/plain', 'Database is down\n')).toEqual(['Database is down']);
    const [long] = messagesOf(500, 'text/plain', 'word '.repeat(200));
    expect(long?.length).toBeLessThanOrEqual(300);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('reads the text of an XML error', () => {
    const body = '<?xml version="1.0"?><Error><Message>Key is expired</Message></Error>';
    expect(messagesOf(403, 'application/xml', body)).toEqual(['Key is expired']);
  });

  it('names the status when the body is empty, even without a status text (HTTP/2)', () => {
    expect(messagesOf(500, null, '')).toEqual(['The job board answered 500 Internal Server Error.']);
    expect(messagesOf(500, 'text/plain', '  \n ', '')).toEqual([
      'The job board answered 500 Internal Server Error.',
    ]);
    expect(messagesOf(599, null, '')).toEqual(['The job board answered with status 599.']);
    expect(messagesOf(418, null, '', "I'm a teapot")).toEqual(["The job board answered 418 I'm a teapot."]);
  });

  it('does not show a binary body', () => {
    expect(messagesOf(500, 'application/octet-stream', '\u0000\u0001PNG')).toEqual([
      'The job board answered 500 Internal Server Error.',
    ]);
  });

  it('reads Retry-After with the given clock', () => {
    const now = () => Date.parse('2026-05-01T10:00:00Z');
    expect(parseErrorBody(429, '', null, '', { retryAfter: '3' }).retryAfterMs).toBe(3000);
    expect(
      parseErrorBody(503, '', null, '', { retryAfter: 'Fri, 01 May 2026 10:01:00 GMT', now }).retryAfterMs,
    ).toBe(60_000);
  });
});

describe('any error answer', () => {
  const contentTypes = fc.oneof(
    fc.constantFrom(
      null,
      '',
      JSON_TYPE,
      'application/problem+json',
      'text/html',
      'text/plain',
      'application/xml',
      'application/octet-stream',
    ),
    fc.string(),
  );
  const jsonish = fc
    .jsonValue()
    .chain((value) => fc.constantFrom(value, { error: value }, { errors: value }, { message: value }))
    .map((value) => JSON.stringify(value) ?? '');
  const htmlish = fc.string().map((text) => `<html><title>${text}</title><h1>${text}</h1></html>`);
  const bodies = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    jsonish,
    htmlish,
  );

  it('never throws, always gives at least one short non-empty message, and retries by status alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.string(),
        contentTypes,
        bodies,
        (status, text, type, body) => {
          const error = parseErrorBody(status, text, type, body);
          expect(error.messages.length).toBeGreaterThanOrEqual(1);
          for (const message of error.messages) {
            expect(message.trim()).not.toBe('');
            expect(message.length).toBeLessThanOrEqual(500);
          }
          expect(error.retryable).toBe(isRetryableStatus(status));
          expect(error.retryable).toBe(status === 408 || status === 425 || status === 429 || status >= 500);
          expect(error.status).toBe(status);
          expect(error.kind).toBe('http');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

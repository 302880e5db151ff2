import { describe, expect, it } from 'vitest';
import type { JobHistoryEntry } from '../../../src-shared/schemas/history.ts';
import { historySentence, retryAtFor } from './history-sentence.ts';

const call = (over: Partial<Extract<JobHistoryEntry, { kind: 'sync-call' }>>): JobHistoryEntry => ({
  kind: 'sync-call',
  at: '2026-11-25T14:00:00.000Z',
  call: 'PUT /jobs',
  target: 'REF-1',
  status: 200,
  failure: null,
  durationMs: 84.4,
  messages: [],
  ...over,
});

describe('historySentence', () => {
  it('says which side each conflicting property kept, and the value that lost, in words', () => {
    const sentence = historySentence(
      {
        kind: 'conflict-resolved',
        at: '2026-11-25T10:00:00Z',
        choices: [
          { property: 'title', kept: 'mine', lost: 'Head Pastry Chef' },
          { property: 'closeDate', kept: 'board', lost: '2027-02-20T12:00:00.000Z' },
          { property: 'description', kept: 'board', lost: null },
        ],
      },
      { timeZone: 'America/Toronto' },
    );
    expect(sentence.text).toBe(
      'Conflict resolved: kept yours for Title (the job board’s was “Head Pastry Chef”); used the job board’s for Close date (yours was “February 20, 2027”), Description',
    );
  });

  it('says a discard brought the board’s version back, and what it changed', () => {
    const discard = (over: Partial<Extract<JobHistoryEntry, { kind: 'discard' }>>): JobHistoryEntry => ({
      kind: 'discard',
      at: '2026-11-25T14:00:00.000Z',
      outcome: 'restored',
      changes: [],
      ...over,
    });
    expect(historySentence(discard({ changes: [{ field: 'title', from: 'A', to: 'B' }] })).text).toMatch(
      /^Changes discarded — the job board's version is back: .+/,
    );
    expect(historySentence(discard({ outcome: 'deleted' })).text).toBe(
      'Changes discarded — the job board has no such job, so it was removed here',
    );
  });

  it('reads an accepted call with its status and time', () => {
    expect(historySentence(call({})).text).toBe('Sent to the job board — accepted (200) in 84 ms');
    expect(historySentence(call({ call: 'DELETE /jobs/{id}', status: 204 })).text).toBe(
      'Deletion sent to the job board — accepted (204) in 84 ms',
    );
  });

  it('says when a 503 will be retried, with the time when it is known', () => {
    const entry = call({ status: 503, messages: ['Service Unavailable'] });
    expect(historySentence(entry).text).toBe('Job board unavailable (503) — will retry');
    const timed = historySentence(entry, { retryAt: '2026-11-25T14:03:00Z', formatTime: () => '14:03' });
    expect(timed).toMatchObject({
      text: 'Job board unavailable (503) — will retry at 14:03',
      tone: 'waiting',
    });
  });

  it("quotes the board's refusal word for word", () => {
    const sentence = historySentence(call({ status: 400, messages: ['Title is too long.'] }));
    expect(sentence).toMatchObject({
      text: 'Sent to the job board — refused (400): Title is too long.',
      tone: 'problem',
    });
  });

  it('names key rejections, credit and unreachable boards', () => {
    expect(historySentence(call({ status: 401 })).text).toContain('rejected the API key (401)');
    expect(historySentence(call({ status: 402 })).text).toContain('needs job credit');
    expect(historySentence(call({ status: null, failure: 'network' })).text).toBe(
      'The job board could not be reached — will retry',
    );
    expect(historySentence(call({ status: null, failure: 'timeout' })).text).toContain(
      'did not answer in time',
    );
  });

  it('names the board of each call, pull and decided conflict when it says which board it was', () => {
    const refused = call({ boardName: 'West', status: 400, messages: ['Title is too long.'] });
    expect(historySentence(refused).text).toMatch(/^Sent to West — /);
    expect(historySentence(call({ boardName: 'West', status: null, failure: 'network' })).text).toMatch(
      /^West could not be reached — /,
    );
    expect(historySentence(call({ boardName: 'East', status: 503 })).text).toMatch(
      /^East unavailable \(503\)/,
    );
    expect(historySentence(call({ boardName: 'East', status: 402 })).text).toMatch(/^East needs job credit/);
    const pulled: JobHistoryEntry = {
      kind: 'pull',
      at: '2026-11-25T14:00:00.000Z',
      boardName: 'East',
      imported: true,
      changes: [],
    };
    expect(historySentence(pulled).text).toBe('Brought in from East');
    expect(historySentence(call({})).text).toMatch(/^Sent to the job board — /);
  });

  it('lists the fields of local changes and pulls', () => {
    const change: JobHistoryEntry = {
      kind: 'local-change',
      at: '2026-11-25T14:00:00Z',
      operation: 'update',
      version: 2,
      changes: [
        { field: 'title', from: 'A', to: 'B' },
        { field: 'description', changed: true },
        { field: 'closeDate', from: null, to: '2026-12-01' },
      ],
    };
    expect(historySentence(change).text).toBe('Changed here: Title, Description, Close date');
    // The store's names for ids read as the editor's labels, never as categoryIds or positionTypeId.
    expect(
      historySentence({
        ...change,
        changes: [
          { field: 'referenceId', from: 'A', to: 'B' },
          { field: 'categoryIds', from: '1', to: '2' },
          { field: 'positionTypeId', from: '1', to: '2' },
          { field: 'applicantRoutingTypeId', from: '1', to: '2' },
        ],
      }).text,
    ).toBe('Changed here: Reference ID, Categories, Position type, How candidates apply');
    expect(
      historySentence({ kind: 'local-change', at: 'x', operation: 'create', version: 1, changes: [] }).text,
    ).toBe('Created here');
    expect(historySentence({ kind: 'pull', at: 'x', imported: true, changes: [] }).text).toBe(
      'Brought in from the job board',
    );
    expect(
      historySentence({
        kind: 'pull',
        at: 'x',
        imported: false,
        changes: [{ field: 'title', from: 'a', to: 'b' }],
      }).text,
    ).toBe('Updated from the job board: Title');
  });
});

describe('the values an entry set aside', () => {
  it('shows a description a conflict set aside as plain text, never as HTML, below the sentence', () => {
    const sentence = historySentence({
      kind: 'conflict-resolved',
      at: '2026-11-25T10:00:00Z',
      choices: [
        {
          property: 'description',
          kept: 'mine',
          lost: '<p>The <strong>board’s</strong> words.</p><ul><li>One</li></ul>',
        },
        { property: 'title', kept: 'board', lost: 'Head Cook' },
      ],
    });
    expect(sentence.text).toBe(
      'Conflict resolved: kept yours for Description; used the job board’s for Title (yours was “Head Cook”)',
    );
    expect(sentence.lost).toEqual({
      title: 'The values set aside',
      values: [
        {
          label: 'Description (the job board’s)',
          text: 'The board’s words.\n\n• One',
          restore: {
            property: 'description',
            value: '<p>The <strong>board’s</strong> words.</p><ul><li>One</li></ul>',
          },
        },
        { label: 'Title (yours)', text: 'Head Cook', restore: { property: 'title', value: 'Head Cook' } },
      ],
    });
  });

  it('shows what a pull wrote over here, in words', () => {
    const sentence = historySentence({
      kind: 'pull',
      at: '2026-11-25T10:00:00Z',
      imported: false,
      changes: [
        { field: 'title', from: 'Line Cook', to: 'Sous Chef' },
        { field: 'categoryIds', from: '1, 2', to: '2' },
        { field: 'description', from: '<p>Local &amp; mine.</p>', to: '<p>Board.</p>' },
        { field: 'publishDate', from: '2026-11-01T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' },
      ],
    });
    expect(sentence.lost?.title).toBe('What it replaced here');
    expect(sentence.lost?.values.map((value) => value.label)).toEqual(['Title', 'Categories', 'Description']);
    expect(sentence.lost?.values[0]?.text).toBe('Line Cook');
    expect(sentence.lost?.values[2]?.text).toBe('Local & mine.');
    expect(sentence.lost?.values[1]?.restore).toEqual({ property: 'categories', value: '1, 2' });
  });

  it('says a delete removed the board’s changes, and keeps the board’s values', () => {
    const sentence = historySentence({
      kind: 'board-changes-deleted',
      at: '2026-11-25T10:00:00Z',
      changes: [{ field: 'description', from: '<p>Before.</p>', to: '<p>Edited on the website.</p>' }],
    });
    expect(sentence.text).toBe('Deleted here over changes made on the job board: Description');
    expect(sentence.lost?.values).toEqual([
      {
        label: 'Description',
        text: 'Edited on the website.',
        restore: { property: 'description', value: '<p>Edited on the website.</p>' },
      },
    ]);
  });

  it('sets nothing aside for an entry written before descriptions were kept', () => {
    const sentence = historySentence({
      kind: 'pull',
      at: '2026-11-25T10:00:00Z',
      imported: false,
      changes: [{ field: 'description', changed: true }],
    });
    expect(sentence.lost).toBeNull();
  });
});

describe('retryAtFor', () => {
  const local: JobHistoryEntry = {
    kind: 'local-change',
    at: 'x',
    operation: 'create',
    version: 1,
    changes: [],
  };
  const entries = [local, call({ status: 503 }), call({ status: 503 })];

  it('gives the retry time to the newest call on the first page only', () => {
    expect(retryAtFor(entries, 1, 1, '2026-11-25T14:03:00Z')).toBe('2026-11-25T14:03:00Z');
    expect(retryAtFor(entries, 2, 1, '2026-11-25T14:03:00Z')).toBeNull();
    expect(retryAtFor(entries, 0, 1, '2026-11-25T14:03:00Z')).toBeNull();
    expect(retryAtFor(entries, 1, 2, '2026-11-25T14:03:00Z')).toBeNull();
    expect(retryAtFor(entries, 1, 1, null)).toBeNull();
  });
});

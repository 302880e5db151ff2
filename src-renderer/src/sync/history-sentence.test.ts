import { beforeEach, describe, expect, it } from 'vitest';
import type { JobHistoryEntry } from '../../../src-shared/schemas/history.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { historySentence, retryAtFor } from './history-sentence.ts';

type SyncCall = Extract<JobHistoryEntry, { kind: 'sync-call' }>;
const call = (over: Partial<SyncCall>): SyncCall => ({
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
      /^Changes discarded — the job board’s version is back: .+/,
    );
    expect(historySentence(discard({ outcome: 'deleted' })).text).toBe(
      'Changes discarded — the job board has no such job, so it was removed here',
    );
  });

  it('says what an accepted call did, in words, with its call, status and duration under Details only', () => {
    const sent = historySentence(call({ call: 'PUT /jobs/{id}', target: 42 }));
    expect(sent).toMatchObject({ text: 'Sent to the job board', tone: 'ok', boardSaid: null });
    expect(sent.details).toEqual(['PUT /jobs/{id} · 42', 'Answer: 200', 'Took 84 ms']);
    expect(historySentence(call({ call: 'POST /jobs', status: 201 })).text).toBe('Added to the job board');
    expect(historySentence(call({ call: 'DELETE /jobs/{id}', status: 204 })).text).toBe(
      'Deleted from the job board',
    );
    expect(sent.text).not.toMatch(/\d/);
  });

  it('folds repeated tries into one sentence with their count and time span, and the next try for the newest', () => {
    const tries = call({
      boardName: 'BC Jobs',
      status: null,
      failure: 'network',
      messages: ['Could not reach the job board: connect ECONNREFUSED 127.0.0.1:9'],
      tries: 6,
      firstAt: '2026-11-25T10:02:05.000Z',
      at: '2026-11-25T10:03:40.000Z',
    });
    const inUtc = { timeZone: 'UTC' };
    // Times are kept on one line: their spaces are no-break ones.
    const text = (options: Parameters<typeof historySentence>[1]) =>
      historySentence(tries, options).text.replaceAll('\u00a0', ' ');
    expect(historySentence(tries, inUtc).text).toContain('10:02\u00a0a.m.');
    expect(text(inUtc)).toBe('BC Jobs could not be reached — 6 tries, 10:02 a.m.–10:03 a.m.');
    expect(text({ ...inUtc, retryAt: '2026-11-25T10:04:10.000Z' })).toBe(
      'BC Jobs could not be reached — 6 tries, 10:02 a.m.–10:03 a.m. — will retry at 10:04 a.m.',
    );
    expect(
      historySentence({ ...tries, firstAt: '2026-11-25T10:03:01.000Z' }, inUtc).text.replaceAll(
        '\u00a0',
        ' ',
      ),
    ).toBe('BC Jobs could not be reached — 6 tries, 10:03 a.m.');
    // Tries over two days say which days.
    expect(
      historySentence({ ...tries, firstAt: '2026-11-24T22:00:00.000Z' }, inUtc).text.replaceAll(
        '\u00a0',
        ' ',
      ),
    ).toBe('BC Jobs could not be reached — 6 tries, Nov 24, 2026, 10:00 p.m. – Nov 25, 2026, 10:03 a.m.');
  });

  it('quotes the board only when it answered with words: an unreachable board is no quote, its error under Details', () => {
    const unreachable = historySentence(
      call({ status: null, failure: 'network', messages: ['Could not reach the job board at 127.0.0.1:9.'] }),
    );
    expect(unreachable).toMatchObject({ text: 'The job board could not be reached', boardSaid: null });
    expect(unreachable.details).toContain('No answer: network');
    expect(unreachable.details).toContain('Could not reach the job board at 127.0.0.1:9.');

    const busy = historySentence(call({ status: 503, messages: ['Down for maintenance until 11:00.'] }));
    expect(busy).toMatchObject({
      text: 'The job board was unavailable',
      tone: 'waiting',
      boardSaid: 'Down for maintenance until 11:00.',
    });
    expect(busy.details).toContain('Answer: 503');
    expect(historySentence(call({ status: 503, messages: [] })).boardSaid).toBeNull();
    // JobDesk's sentence for an answer with nothing readable is not the board's.
    expect(
      historySentence(call({ status: 503, messages: ['The job board answered 503 Service Unavailable.'] }))
        .boardSaid,
    ).toBeNull();
  });

  it("puts the board's refusal in its own words into the sentence", () => {
    const sentence = historySentence(
      call({ boardName: 'BC Jobs', status: 400, messages: ['Title is too long.'] }),
    );
    expect(sentence).toMatchObject({
      text: 'BC Jobs refused it: Title is too long.',
      tone: 'problem',
      boardSaid: null,
    });
    expect(historySentence(call({ status: 404, messages: [] })).text).toBe('The job board refused it');
  });

  it('names key rejections, credit and boards that do not answer in time', () => {
    expect(historySentence(call({ status: 401 })).text).toBe(
      'The job board refused the API key — sync is paused',
    );
    expect(historySentence(call({ status: 402 })).text).toContain('needs job credit');
    expect(historySentence(call({ status: null, failure: 'timeout' })).text).toBe(
      'The job board did not answer in time',
    );
  });

  it('names the board of each call, pull and decided conflict when it says which board it was', () => {
    expect(historySentence(call({ boardName: 'West', call: 'PUT /jobs/{id}' })).text).toBe('Sent to West');
    expect(historySentence(call({ boardName: 'West', status: null, failure: 'network' })).text).toBe(
      'West could not be reached',
    );
    expect(historySentence(call({ boardName: 'East', status: 503 })).text).toBe('East was unavailable');
    expect(historySentence(call({ boardName: 'East', status: 402 })).text).toMatch(/^East needs job credit/);
    const pulled: JobHistoryEntry = {
      kind: 'pull',
      at: '2026-11-25T14:00:00.000Z',
      boardName: 'East',
      imported: true,
      changes: [],
    };
    expect(historySentence(pulled).text).toBe('Brought in from East');
    expect(historySentence(pulled, { namesBoards: false }).text).toBe('Brought in from the job board');
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
    ).toBe('Created');
    // Publish again is not a second creation.
    expect(
      historySentence({ kind: 'local-change', at: 'x', operation: 'republish', version: 3, changes: [] })
        .text,
    ).toBe('Publish again requested');
    // A bulk Publish or Archive taken back with Undo says what it put back.
    expect(
      historySentence({
        kind: 'local-change',
        at: 'x',
        operation: 'undo',
        version: 4,
        changes: [{ field: 'status', from: 'active', to: 'draft' }],
      }).text,
    ).toBe('Undone: Status');
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
    ).toBe('Changed on the job board: Title');
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

describe('the history in French', () => {
  beforeEach(async () => {
    await useFrenchUi();
  });

  it('says what happened in French, the board’s name kept and its own words quoted as it wrote them', () => {
    expect(historySentence(call({ boardName: 'BC Jobs', call: 'PUT /jobs/{id}' })).text).toBe(
      'Envoyé à BC Jobs',
    );
    expect(historySentence(call({ call: 'PUT /jobs/{id}' })).text).toBe('Envoyé au site d’emploi');
    expect(
      historySentence(call({ boardName: 'BC Jobs', status: 400, messages: ['Title is too long.'] })).text,
    ).toBe('BC Jobs l’a refusé\u00a0: Title is too long.');
    expect(
      historySentence({ kind: 'local-change', at: 'x', operation: 'create', version: 1, changes: [] }).text,
    ).toBe('Créé');
    expect(
      historySentence({
        kind: 'pull',
        at: 'x',
        boardName: 'BC Jobs',
        imported: false,
        changes: [{ field: 'closeDate', from: null, to: '2027-02-04T12:00:00.000Z' }],
      }).text,
    ).toBe('Modifié sur BC Jobs\u00a0: Date de clôture');
  });

  it('counts the tries with a French plural and French times', () => {
    const sentence = historySentence(
      call({
        boardName: 'BC Jobs',
        status: null,
        failure: 'network',
        tries: 6,
        firstAt: '2026-11-25T10:02:05.000Z',
        at: '2026-11-25T10:03:40.000Z',
      }),
      { timeZone: 'UTC' },
    );
    expect(sentence.text).toMatch(/^BC Jobs est injoignable — 6 tentatives, /);
    expect(sentence.details).toContain('Aucune réponse\u00a0: network');
  });
});

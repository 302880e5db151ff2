// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeAt, pathOf } from './dom-path.ts';
import { withEarlyList } from './early-list.ts';
import type { FirstPaintState, PaintedScreen } from './first-paint-state.ts';
import { handOverWhenDrawn } from './hand-over.ts';
import { keepOnChanges, keepSnapshot } from './keep-snapshot.ts';
import { type ListAnswers, noteListAnswers } from './list-answers.ts';
import { parseSnapshot, SNAPSHOT_STORAGE_KEY } from './snapshot.ts';

const PAGE = 'http://127.0.0.1:5180/?token=t#/jobs';
const LIST = '/app/v1/jobs?page=1&pageSize=25';
const table = (ids: number[], checked = false) =>
  `<main><input type="search" value=""><div class="scroll"><table><tbody>${ids
    .map(
      (id) =>
        `<tr data-job-id="${id}"><td><input type="checkbox"${checked ? ' checked' : ''}></td><td>Job ${id}</td></tr>`,
    )
    .join('')}</tbody></table></div></main>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('paths between the first paint and the app’s tree', () => {
  it('finds an element of the copy again in a tree of the same markup', () => {
    const copy = document.createElement('div');
    const live = document.createElement('div');
    copy.innerHTML = table([4, 5]);
    live.innerHTML = table([4, 5]);
    const cell = copy.querySelectorAll('td')[3];
    if (cell === undefined) throw new Error('no cell');
    const path = pathOf(cell, copy);
    expect(path).not.toBeNull();
    expect(nodeAt(path ?? [], live)).toBe(live.querySelectorAll('td')[3]);
    expect(pathOf(document.body, copy)).toBeNull();
    expect(nodeAt([9, 9], live)).toBeNull();
  });
});

describe('the early list answer', () => {
  it('answers the app’s first list request with the first paint’s answer, once, and sends the rest on', async () => {
    const sent: string[] = [];
    const fetchFunction = vi.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response('{"from":"core"}', { status: 200 });
    }) as unknown as typeof fetch;
    const state: FirstPaintState = {
      earlyList: {
        path: LIST,
        answer: Promise.resolve({
          status: 200,
          contentType: 'application/json',
          body: '{"from":"first paint"}',
        }),
      },
      painted: null,
      outcome: 'painted',
      startApp: vi.fn(),
    };
    const wrapped = withEarlyList(fetchFunction, state, PAGE);
    const first = await wrapped(`http://127.0.0.1:5180${LIST}`, { method: 'GET' });
    expect(await first.text()).toBe('{"from":"first paint"}');
    expect(first.headers.get('Content-Type')).toBe('application/json');
    const second = await wrapped(`http://127.0.0.1:5180${LIST}`, { method: 'GET' });
    expect(await second.text()).toBe('{"from":"core"}');
    expect(sent).toEqual([`http://127.0.0.1:5180${LIST}`]);
  });

  it('asks the core itself when the first paint’s request failed', async () => {
    const fetchFunction = vi.fn(async () => new Response('{"from":"core"}')) as unknown as typeof fetch;
    const state: FirstPaintState = {
      earlyList: { path: LIST, answer: Promise.resolve(null) },
      painted: null,
      outcome: 'list-changed',
      startApp: vi.fn(),
    };
    const answer = await withEarlyList(fetchFunction, state, PAGE)(`http://127.0.0.1:5180${LIST}`);
    expect(await answer.text()).toBe('{"from":"core"}');
  });
});

/** A page as the first-paint script leaves it: the copy shown, the app's root hidden behind it. */
function paintedPage(ids: number[]): { state: FirstPaintState; root: HTMLElement; painted: PaintedScreen } {
  const copy = document.createElement('div');
  copy.id = 'first-paint';
  copy.innerHTML = table(ids);
  const root = document.createElement('div');
  root.id = 'root';
  root.style.visibility = 'hidden';
  document.body.append(copy, root);
  const painted: PaintedScreen = {
    element: copy,
    rows: ids.length,
    clicks: [],
    keys: [],
    stopRecording: vi.fn(),
  };
  return { state: { earlyList: null, painted, outcome: 'painted', startApp: vi.fn() }, root, painted };
}

describe('the hand-over to the app', () => {
  it('keeps the copy until the app has drawn the rows, then shows the app’s tree and replays a click on a row', async () => {
    const { state, root, painted } = paintedPage([7, 8]);
    const cell = painted.element.querySelectorAll('td')[3];
    painted.clicks.push(pathOf(cell as Node, painted.element) ?? []);
    handOverWhenDrawn(state, root, () => true);
    root.innerHTML = '<main><p>Loading</p></main>';
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.getElementById('first-paint')).not.toBeNull();
    const opened: string[] = [];
    root.innerHTML = table([7, 8]);
    root.querySelectorAll('tr').forEach((row) => {
      row.addEventListener('click', () => opened.push(row.dataset.jobId ?? ''));
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.getElementById('first-paint')).toBeNull();
    expect(root.getAttribute('style')).toBeNull();
    expect(opened).toEqual(['8']);
    expect(painted.stopRecording).toHaveBeenCalled();
    expect(state.painted).toBeNull();
  });

  it('keeps the copy while the app’s frame lacks a part the copy shows, then hands over once it has it, or once it has stayed so a second', async () => {
    const { state, root } = paintedPage([7, 8]);
    handOverWhenDrawn(state, root, () => true);
    root.innerHTML = table([7, 8]).replace('</main>', '<p>count still loading</p></main>');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.getElementById('first-paint')).not.toBeNull();
    root.innerHTML = table([7, 8]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('first-paint')).toBeNull();

    const other = paintedPage([7, 8]);
    handOverWhenDrawn(other.state, other.root, () => true);
    other.root.innerHTML = table([7, 8]).replace('</main>', '<p>a toast</p></main>');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(other.state.painted).toBeNull();
  });

  it('hands over at once when the app shows the copy’s words, its markup serialized otherwise (the core drew the copy)', async () => {
    const { state, root, painted } = paintedPage([7, 8]);
    painted.element.innerHTML = `<style>.__m__-_R_1_{width:1px}</style>${table([7, 8]).replace('Job 7', 'Job <!-- -->7')}`;
    handOverWhenDrawn(state, root, () => true);
    root.innerHTML = `<style>.__m__-_r_9_{width:1px}</style>${table([7, 8]).replace('<tr data-job-id="8">', '<tr class="x" data-job-id="8">')}`;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('first-paint')).toBeNull();
    expect(state.painted).toBeNull();
  });

  it('keeps a copy whose words the app does not show yet', async () => {
    const { state, root } = paintedPage([7, 8]);
    handOverWhenDrawn(state, root, () => true);
    root.innerHTML = table([7, 8]).replace('Job 8', 'Job 8 (renamed)');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.getElementById('first-paint')).not.toBeNull();
  });

  it('hands over when the app drew its rows before the hand-over was loaded', async () => {
    const { state, root } = paintedPage([7, 8]);
    root.innerHTML = table([7, 8]);
    handOverWhenDrawn(state, root, () => true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.getElementById('first-paint')).toBeNull();
    expect(state.painted).toBeNull();
  });

  it('carries over what was typed in the copy’s search box', async () => {
    const { state, root, painted } = paintedPage([1]);
    const search = painted.element.querySelector('input[type="search"]') as HTMLInputElement;
    search.value = 'Welder';
    const heard: string[] = [];
    handOverWhenDrawn(state, root, () => true);
    root.innerHTML = table([1]);
    root.querySelector('input[type="search"]')?.addEventListener('input', (event) => {
      heard.push((event.target as HTMLInputElement).value);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual(['Welder']);
  });

  it('hands over at once when the app leaves the list', async () => {
    const { state, root } = paintedPage([1, 2]);
    let onList = true;
    handOverWhenDrawn(state, root, () => onList);
    onList = false;
    root.innerHTML = '<form>Editor</form>';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('first-paint')).toBeNull();
  });
});

describe('keeping the snapshot', () => {
  const body = (ids: number[]) => JSON.stringify({ data: ids.map((id) => ({ id })) });
  const keepOn = (root: HTMLElement, answers: ListAnswers, onList = true) => {
    const storage = new Map<string, string>();
    const kept = keepSnapshot({
      storage: { setItem: (key, value) => void storage.set(key, value) },
      root,
      build: 'http://127.0.0.1:5180/assets/index-abc.js',
      answers,
      isOnList: () => onList,
      hash: '#/jobs',
      now: new Date(2027, 1, 4),
    });
    return { kept, snapshot: parseSnapshot(storage.get(SNAPSHOT_STORAGE_KEY) ?? null) };
  };

  it('keeps the root’s markup with the answer its rows were drawn from', () => {
    const root = document.createElement('div');
    root.innerHTML = table([3, 2]);
    const { kept, snapshot } = keepOn(root, { firstPath: LIST, latest: { path: LIST, body: body([3, 2]) } });
    expect(kept).toBe(true);
    expect(snapshot).toMatchObject({
      listUrl: LIST,
      listBody: body([3, 2]),
      rows: 2,
      hash: '#/jobs',
      day: '2027-02-04',
    });
    expect(snapshot?.html).toBe(root.innerHTML);
  });

  it('keeps nothing while the rows on screen are not the latest answer’s, another view’s, selected, or off the list', () => {
    const root = document.createElement('div');
    root.innerHTML = table([3, 2]);
    expect(keepOn(root, { firstPath: LIST, latest: { path: LIST, body: body([4, 3]) } }).kept).toBe(false);
    expect(keepOn(root, { firstPath: LIST, latest: { path: `${LIST}&q=a`, body: body([3, 2]) } }).kept).toBe(
      false,
    );
    expect(keepOn(root, { firstPath: LIST, latest: { path: LIST, body: body([3, 2]) } }, false).kept).toBe(
      false,
    );
    root.innerHTML = table([3, 2], true);
    expect(keepOn(root, { firstPath: LIST, latest: { path: LIST, body: body([3, 2]) } }).kept).toBe(false);
  });

  it('keeps again once the root has stayed unchanged after a change, not while it changes', async () => {
    const root = document.createElement('div');
    const kept: string[] = [];
    const stop = keepOnChanges(() => kept.push(root.innerHTML) > 0, root);
    root.innerHTML = '<p>Reconnecting</p>';
    await new Promise((resolve) => setTimeout(resolve, 100));
    root.innerHTML = '<p>Connected</p>';
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(kept).toEqual(['<p>Connected</p>']);
    stop();
    root.innerHTML = '<p>Gone</p>';
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(kept).toEqual(['<p>Connected</p>']);
  });

  it('notes the list answers the app’s clients receive, and the first view asked for', async () => {
    const answers: ListAnswers = { firstPath: null, latest: null };
    const fetchFunction = (async () => new Response(body([1]))) as unknown as typeof fetch;
    const wrapped = noteListAnswers(fetchFunction, answers, PAGE);
    await wrapped(`http://127.0.0.1:5180${LIST}`, { method: 'GET' });
    await wrapped('http://127.0.0.1:5180/app/v1/sync', { method: 'GET' });
    await wrapped(`http://127.0.0.1:5180/app/v1/jobs?page=2`, { method: 'GET' });
    await vi.waitFor(() => expect(answers.latest?.path).toBe('/app/v1/jobs?page=2'));
    expect(answers).toEqual({ firstPath: LIST, latest: { path: '/app/v1/jobs?page=2', body: body([1]) } });
  });
});

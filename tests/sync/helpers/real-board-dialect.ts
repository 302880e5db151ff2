// Makes the test board speak like the real one (api-decisions.md, "What the real board does
// differently"): paging links "" instead of null, errors as {"message": "..."}, referenceId "" for jobs
// without one, and 402 {"message": "No job credit left"} when publishing with no credit.
import type { StandaloneBoard } from '../../../src-main/core/standalone-board.ts';

export type RealBoardDialect = {
  fetch: typeof fetch;
  /** Job credits left; publishing (a job becoming active) costs one. null: unlimited. */
  credits: { left: number | null };
};

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

export function realBoardDialect(
  inner: typeof fetch,
  board: { core: StandaloneBoard; employerId: number },
  options: { credits?: number | null } = {},
): RealBoardDialect {
  const credits = { left: options.credits ?? null };

  /** Whether this request makes a job active that is not active on the board now. */
  function isPublishing(method: string, path: string, body: unknown): boolean {
    if ((method !== 'PUT' && method !== 'POST') || typeof body !== 'object' || body === null) return false;
    if ((body as { status?: unknown }).status !== 'active') return false;
    const { jobs } = board.core.store;
    const idMatch = /\/jobs\/(\d+)$/.exec(path);
    const referenceId = (body as { referenceId?: unknown }).referenceId;
    const current = idMatch
      ? jobs.getJob(board.employerId, Number(idMatch[1]))
      : typeof referenceId === 'string' && referenceId !== ''
        ? jobs.getJobByReferenceId(board.employerId, referenceId)
        : undefined;
    return current?.status !== 'active';
  }

  const dialect = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = request.body === null ? '' : await request.clone().text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    const publishing = isPublishing(request.method, path, body);
    if (publishing && credits.left !== null && credits.left <= 0) {
      return new Response(JSON.stringify({ message: 'No job credit left' }), {
        status: 402,
        headers: JSON_TYPE,
      });
    }
    const response = await inner(request);
    if (response.status === 204) return response;
    const answer = await response.text();
    if (!response.ok) {
      const parsed = safeJson(answer) as { error?: { messages?: string[] } } | undefined;
      const message = parsed?.error?.messages?.join(' ') ?? answer;
      return new Response(JSON.stringify({ message }), {
        status: response.status,
        headers: { ...JSON_TYPE, ...retryAfterOf(response) },
      });
    }
    if (publishing && credits.left !== null) credits.left -= 1;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(JSON.stringify(speakLikeTheRealBoard(safeJson(answer))), {
      status: response.status,
      headers,
    });
  };
  return { fetch: dialect as typeof fetch, credits };
}

function retryAfterOf(response: Response): Record<string, string> {
  const value = response.headers.get('Retry-After');
  return value === null ? {} : { 'Retry-After': value };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** null referenceIds become "", null paging links become "". */
function speakLikeTheRealBoard(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(speakLikeTheRealBoard);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if ((key === 'referenceId' || key === 'previous' || key === 'next') && item === null) out[key] = '';
    else out[key] = speakLikeTheRealBoard(item);
  }
  return out;
}

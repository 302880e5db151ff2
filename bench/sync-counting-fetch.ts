// The transport the sync bench gives JobDesk's core: counts and times every request to the board, records
// its status code, and can cut the network (every later request fails at once, as when offline).

/** What a request did, by the documented operation it is (api-decisions.md, "Sync uses only…"). */
export type RequestKind =
  | 'POST /jobs'
  | 'PUT /jobs'
  | 'PUT /jobs/{id}'
  | 'DELETE /jobs'
  | 'DELETE /jobs/{id}'
  | 'GET /jobs'
  | 'GET /jobs/{id}'
  | 'GET reference lists'
  | 'other';

export type RecordedExchange = {
  kind: RequestKind;
  /** performance.now() when fetch was called and when its answer's head arrived (or it failed). */
  startMs: number;
  endMs: number;
  /** The HTTP status, or 0 for a network failure (a cut network, a reset, a timeout). */
  status: number;
};

export type CountingFetch = {
  fetch: typeof fetch;
  /** Every request, in the order they were sent; an exchange still under way has `endMs` NaN. */
  exchanges(): readonly RecordedExchange[];
  /** From now on every request fails at once with a network error and reaches nothing. */
  cut(): void;
};

const JOB_BY_ID = /\/jobs\/[^/]+$/;
const KINDS: readonly RequestKind[] = [
  'POST /jobs',
  'PUT /jobs',
  'PUT /jobs/{id}',
  'DELETE /jobs',
  'DELETE /jobs/{id}',
  'GET /jobs',
  'GET /jobs/{id}',
];

export function classifyRequest(method: string, url: string): RequestKind {
  const path = new URL(url).pathname;
  const byId = JOB_BY_ID.test(path);
  if (path.endsWith('/jobs') || byId) {
    const kind = `${method.toUpperCase()} /jobs${byId ? '/{id}' : ''}`;
    return (KINDS as readonly string[]).includes(kind) ? (kind as RequestKind) : 'other';
  }
  if (method.toUpperCase() === 'GET' && /\/(positiontypes|categories|locations)$/.test(path))
    return 'GET reference lists';
  return 'other';
}

export function createCountingFetch(inner: typeof fetch): CountingFetch {
  const recorded: RecordedExchange[] = [];
  let cutOff = false;

  const counting = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (cutOff) throw new TypeError('fetch failed (the sync bench cut the network)');
    const exchange: RecordedExchange = {
      kind: classifyRequest(method, url),
      startMs: performance.now(),
      endMs: Number.NaN,
      status: 0,
    };
    recorded.push(exchange);
    try {
      const response = await inner(input, init);
      exchange.status = response.status;
      return response;
    } finally {
      exchange.endMs = performance.now();
    }
  };

  return {
    fetch: counting as typeof fetch,
    exchanges: () => recorded,
    cut: () => {
      cutOff = true;
    },
  };
}

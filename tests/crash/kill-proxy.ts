// A proxy between the JobDesk core and the board that places a SIGKILL exactly: right after the board
// answered the read before an update (GET /jobs/{id}), so the core dies between its read and its write;
// right after the board handled the write (PUT /jobs/{id}), so its answer is lost with the core; or right
// after the board made a job of a create (POST /jobs), between sending it and recording its answer.
// From the kill on, the proxy forwards nothing: a request the dying core still sends never reaches the board.
import { type LoopbackServer, serveOnLoopback } from '../../src-main/host/serve-on-loopback.ts';

export type KillPoint = 'after-read' | 'after-write' | 'after-create';

export type KillAt = {
  point: KillPoint;
  /** Whether this job (by referenceId) is one to kill at (the core has an update of it waiting, say). */
  accepts: (referenceId: string) => Promise<boolean>;
  /** Kills the core; called once, after the answer (after-read) or instead of it (after-write, after-create). */
  kill: () => Promise<void>;
};

export type KillReport = {
  point: KillPoint;
  referenceId: string;
  boardId: number;
  /** What the dying core still sent after the kill point (never forwarded), as `METHOD /path`. */
  sentAfter: string[];
};

export type KillProxy = {
  /** `http://127.0.0.1:<port>/api/v1.1`, for the core's `--remote`. */
  baseUrl: string;
  /** Arms the next kill; resolves with what happened when it struck. */
  arm(at: KillAt): Promise<KillReport>;
  /** Stops waiting for a kill (the round ended another way). */
  disarm(): void;
  /** Forwards again after a kill: call it before the next core starts. */
  reopen(): void;
  close(): Promise<void>;
};

const JOB_PATH = /\/jobs\/(\d+)$/;
const JOBS_PATH = /\/jobs$/;
const never = () => new Promise<Response>(() => undefined);

export async function startKillProxy(boardBaseUrl: string): Promise<KillProxy> {
  const board = new URL(boardBaseUrl);
  let armed: (KillAt & { struck: (report: KillReport) => void }) | null = null;
  let dead: KillReport | null = null;

  async function strike(at: NonNullable<typeof armed>, referenceId: string, boardId: number) {
    armed = null;
    dead = { point: at.point, referenceId, boardId, sentAfter: [] };
    const report = dead;
    // The answer of a read is on its way to the core first: the kill lands in the gap before its write.
    setTimeout(() => void at.kill().then(() => at.struck(report)), at.point === 'after-read' ? 25 : 0);
  }

  const server: LoopbackServer = await serveOnLoopback(async (request, bindings) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (dead !== null) {
      dead.sentAfter.push(`${request.method} ${path.replace(board.pathname, '')}`);
      return never();
    }
    const target = new URL(`${path}${url.search}`, board.origin);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    headers.delete('host');
    let answer: Response;
    let text: string;
    try {
      answer = await fetch(target, { method: request.method, headers, body });
      text = await answer.text();
    } catch {
      // The faulty board dropped the connection: so does the proxy, as the core would see it directly.
      bindings.incoming.socket.destroy();
      return never();
    }
    const at = armed;
    const created =
      at?.point === 'after-create' &&
      request.method === 'POST' &&
      JOBS_PATH.test(path) &&
      answer.status === 201;
    const boardId = created ? undefined : JOB_PATH.exec(path)?.[1];
    const watched =
      at !== null &&
      (created ||
        (boardId !== undefined &&
          answer.status === 200 &&
          ((at.point === 'after-read' && request.method === 'GET') ||
            (at.point === 'after-write' && request.method === 'PUT'))));
    if (watched) {
      const job = JSON.parse(text) as { id?: number; referenceId?: string | null };
      const referenceId = job.referenceId;
      if (typeof referenceId === 'string' && referenceId !== '' && (await at.accepts(referenceId))) {
        await strike(at, referenceId, Number(boardId ?? job.id));
        if (at.point !== 'after-read') return never();
      }
    }
    const out = new Headers(answer.headers);
    out.delete('content-length');
    out.delete('content-encoding');
    return new Response(text === '' ? null : text, { status: answer.status, headers: out });
  });

  return {
    baseUrl: `${server.origin}${board.pathname}`,
    arm(at) {
      return new Promise<KillReport>((struck) => {
        armed = { ...at, struck };
      });
    },
    disarm() {
      armed = null;
    },
    reopen() {
      dead = null;
    },
    close: () => server.close(),
  };
}

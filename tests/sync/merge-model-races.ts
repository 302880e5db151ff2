// The one race the board's interface cannot refuse: a laptop reads a job, another write to the same property
// lands on the board, then the laptop's update lands over it. Neither writer saw the other, yet nothing can
// hold the job as a conflict, because the board has no conditional write (README, "One moment JobDesk cannot
// see"). The model records every exchange the board handled, in the order it answered them, and lets the
// later write win exactly there; everywhere else two writes that did not see each other must be held. The
// laptop's own /api/v1.1 has no conditional write either: its side of the race is in merge-model-commands.ts.
// The second moment (README, "A second one: a change whose answer was lost"): a laptop's update lands, its
// answer is lost, another writer puts the detail back exactly as it was before it, and the laptop's retry
// reads the job as it was and sends its change again over that undo (`settleRetries`).
import { historyFieldOf } from '../../src-main/store/job-changes.ts';
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { JobHistoryEntry } from '../../src-shared/schemas/history.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { comparable, valueKey, type WriteGraphs } from './merge-model-graph.ts';
import { propertyOf } from './merge-model-values.ts';
import type { Actor } from './merge-model-world.ts';

type Exchange =
  | { seq: number; actor: Actor; kind: 'read'; referenceId: string; job: Job }
  | { seq: number; actor: Actor; kind: 'write'; referenceId: string; values: Map<MergedProperty, unknown> };

export type BoardLog = {
  /** `board` as `actor` calls it, each read or update of one job it answers recorded. */
  fetchAs(actor: Actor, board: (request: Request) => Promise<Response>): typeof fetch;
  /**
   * Makes each write that lost this race to a later one reach it in the graphs (as if its writer had seen
   * it), once; returns how many races it found.
   */
  settleRaces(graphs: WriteGraphs, properties: readonly MergedProperty[]): number;
  /**
   * Makes each write that put a detail back exactly as it was before a laptop's update reach that laptop's
   * retry of the same update (the laptop read the detail as it had been, its own send's answer unknown to
   * it, and could not tell "never arrived" from "arrived and undone"), once; returns how many it found.
   */
  settleRetries(graphs: WriteGraphs, properties: readonly MergedProperty[]): number;
  /** How many exchanges the board has answered so far: a moment to look back from (`lastRead`). */
  seq(): number;
  /** The job as `actor` last read it from the board up to exchange `atOrBefore`, if it read it. */
  lastRead(actor: Actor, referenceId: string, atOrBefore: number): Job | undefined;
  /** Calls `listener` with each read of a job the board answers, before its reader sees the answer. */
  watchReads(listener: (actor: Actor, job: Job) => void): void;
};

const JOB_PATH = /\/jobs\/\d+$/;

export function createBoardLog(): BoardLog {
  const exchanges: Exchange[] = [];
  const settled = new Set<string>();
  const retried = new Set<string>();

  /** The exchange `write`'s writer had with its job just before it: the read its update was planned on. */
  const readBefore = (write: Exchange) =>
    exchanges.findLast(
      (exchange) =>
        exchange.actor === write.actor &&
        exchange.referenceId === write.referenceId &&
        exchange.seq < write.seq,
    );

  /** The board's value of `property` just before exchange `seq`, as the last exchange that carried it shows. */
  function boardValueBefore(referenceId: string, property: MergedProperty, seq: number) {
    const carrier = exchanges.findLast(
      (exchange) =>
        exchange.seq < seq &&
        exchange.referenceId === referenceId &&
        (exchange.kind === 'read' || exchange.values.has(property)),
    );
    if (carrier === undefined) return null;
    return {
      value: carrier.kind === 'read' ? propertyOf(carrier.job, property) : carrier.values.get(property),
    };
  }
  let seq = 0;
  let onRead: (actor: Actor, job: Job) => void = () => {};

  async function record(actor: Actor, request: Request, response: Response): Promise<void> {
    if (!response.ok || !JOB_PATH.test(new URL(request.url).pathname)) return;
    if (request.method !== 'GET' && request.method !== 'PUT') return;
    const job = (await response.clone().json()) as Job;
    if (job.referenceId === null) return;
    seq += 1;
    if (request.method === 'GET') {
      exchanges.push({ seq, actor, kind: 'read', referenceId: job.referenceId, job });
      onRead(actor, job);
      return;
    }
    const sent = Object.keys((await request.json()) as Record<string, unknown>) as MergedProperty[];
    const values = new Map(sent.map((property) => [property, propertyOf(job, property)] as const));
    exchanges.push({ seq, actor, kind: 'write', referenceId: job.referenceId, values });
  }

  return {
    fetchAs(actor, board) {
      return (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const copy = request.clone();
        const response = await board(request);
        await record(actor, copy, response);
        return response;
      }) as typeof fetch;
    },
    seq: () => seq,
    watchReads(listener) {
      onRead = listener;
    },
    lastRead(actor, referenceId, atOrBefore) {
      const read = exchanges.findLast(
        (exchange) =>
          exchange.kind === 'read' &&
          exchange.actor === actor &&
          exchange.referenceId === referenceId &&
          exchange.seq <= atOrBefore,
      );
      return read?.kind === 'read' ? read.job : undefined;
    },
    settleRaces(graphs, properties) {
      let found = 0;
      const writes = exchanges.filter((exchange) => exchange.kind === 'write');
      for (const later of writes) {
        if (later.actor === 'W') continue;
        // An update sent without reading first (a bug) follows a write instead, and finds no race here.
        const read = readBefore(later);
        if (read?.kind !== 'read') continue;
        for (const earlier of writes) {
          if (earlier.actor === later.actor || earlier.referenceId !== later.referenceId) continue;
          if (earlier.seq <= read.seq || earlier.seq >= later.seq) continue;
          for (const property of properties) {
            if (!earlier.values.has(property) || !later.values.has(property)) continue;
            const key = `${earlier.seq}:${later.seq}:${property}`;
            if (settled.has(key)) continue;
            settled.add(key);
            graphs.supersede(
              later.referenceId,
              property,
              earlier.values.get(property),
              later.values.get(property),
            );
            found += 1;
          }
        }
      }
      return found;
    },
    settleRetries(graphs, properties) {
      let found = 0;
      const same = (property: MergedProperty, a: unknown, b: unknown) =>
        valueKey(comparable(property, a)) === valueKey(comparable(property, b));
      for (const retry of exchanges) {
        if (retry.kind !== 'write' || retry.actor === 'W') continue;
        const read = readBefore(retry);
        if (read?.kind !== 'read') continue;
        // The same laptop's last update of this job before that read: the send whose retry this may be.
        const sent = exchanges.findLast(
          (exchange) =>
            exchange.kind === 'write' &&
            exchange.actor === retry.actor &&
            exchange.referenceId === retry.referenceId &&
            exchange.seq < read.seq,
        );
        if (sent?.kind !== 'write') continue;
        for (const property of properties) {
          if (!sent.values.has(property) || !retry.values.has(property)) continue;
          if (!same(property, sent.values.get(property), retry.values.get(property))) continue;
          const before = boardValueBefore(retry.referenceId, property, sent.seq);
          const undo = exchanges.findLast(
            (exchange) =>
              exchange.kind === 'write' &&
              exchange.actor !== retry.actor &&
              exchange.referenceId === retry.referenceId &&
              exchange.values.has(property) &&
              exchange.seq > sent.seq &&
              exchange.seq < read.seq,
          );
          if (before === null || undo?.kind !== 'write') continue;
          const undone = undo.values.get(property);
          // Only an exact undo, still on the board when the laptop read: any other change it would see.
          if (
            !same(property, undone, before.value) ||
            !same(property, undone, propertyOf(read.job, property))
          )
            continue;
          const key = `${undo.seq}:${retry.seq}:${property}`;
          if (retried.has(key)) continue;
          retried.add(key);
          graphs.supersede(retry.referenceId, property, undone, retry.values.get(property));
          found += 1;
        }
      }
      return found;
    },
  };
}

/** A value sync wrote into a laptop's job unseen by a save that then landed over it. */
export type UnseenWriteBack = { property: MergedProperty; unseen: unknown; written: unknown };

/**
 * The laptop's side of the race: a save read the job (`shown`), then sync wrote the board's change to an
 * edited property into it (a pull entry older than the save's own local change among the entries `added`
 * since the read, newest first), then the save landed over it, as an update lands over a write on the
 * board. The value written back is the board's (`board`: the laptop's last read of the job before the
 * save); one the save had shown was seen, and is no race.
 */
export function unseenWriteBacks(save: {
  added: readonly JobHistoryEntry[];
  edited: readonly MergedProperty[];
  shown: Job;
  board: Job;
  saved: Job;
}): UnseenWriteBack[] {
  const own = save.added.findIndex((entry) => entry.kind === 'local-change');
  if (own < 0) return [];
  const writtenBack = new Set(
    save.added
      .slice(own + 1)
      .flatMap((entry) => (entry.kind === 'pull' ? entry.changes.map((change) => change.field) : [])),
  );
  return save.edited.flatMap((property) => {
    const unseen = propertyOf(save.board, property);
    if (!writtenBack.has(historyFieldOf(property))) return [];
    if (valueKey(unseen) === valueKey(propertyOf(save.shown, property))) return [];
    return [{ property, unseen, written: propertyOf(save.saved, property) }];
  });
}

// Who saw what, per job and property: a graph over the property's values, with an edge from the value a
// side showed to the value it then wrote (or chose when resolving a conflict). Every edit writes a value
// never used before (status moves only forward), so a value names its write. Two writes neither of which
// saw the other end as two sink components: only then may the job be held as a conflict; with one sink,
// the board and every laptop must end with its latest value.
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';

export type ValueKey = string;

type PropertyGraph = { children: Map<ValueKey, Set<ValueKey>>; writtenAt: Map<ValueKey, number> };

/** A stable text for a property value (object keys sorted), so equal values compare equal. */
export function valueKey(value: unknown): ValueKey {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export type WriteGraphs = {
  /** A side showing `shown` (null for a new job) wrote `written`. */
  write(referenceId: string, property: MergedProperty, shown: unknown, written: unknown): void;
  /** Whether `from` was seen by whoever wrote `to` (directly or through later writes). */
  reaches(referenceId: string, property: MergedProperty, from: unknown, to: unknown): boolean;
  known(referenceId: string, property: MergedProperty, value: unknown): boolean;
  /** The latest value of each sink component: one when every write saw the ones before it. */
  heads(referenceId: string, property: MergedProperty): unknown[];
};

export function createWriteGraphs(): WriteGraphs {
  const graphs = new Map<string, PropertyGraph>();
  let clock = 0;
  const graphOf = (referenceId: string, property: MergedProperty): PropertyGraph => {
    const name = `${referenceId}\u0000${property}`;
    let graph = graphs.get(name);
    if (graph === undefined) {
      graph = { children: new Map(), writtenAt: new Map() };
      graphs.set(name, graph);
    }
    return graph;
  };
  const reachable = (graph: PropertyGraph, from: ValueKey): Set<ValueKey> => {
    const seen = new Set<ValueKey>([from]);
    const stack = [from];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      for (const child of graph.children.get(node) ?? []) {
        if (!seen.has(child)) {
          seen.add(child);
          stack.push(child);
        }
      }
    }
    return seen;
  };

  return {
    write(referenceId, property, shown, written) {
      const graph = graphOf(referenceId, property);
      const to = valueKey(written);
      clock += 1;
      graph.writtenAt.set(to, clock);
      if (!graph.children.has(to)) graph.children.set(to, new Set());
      if (shown === null) return;
      const from = valueKey(shown);
      if (from === to) return;
      if (!graph.children.has(from)) graph.children.set(from, new Set());
      graph.children.get(from)?.add(to);
    },
    reaches(referenceId, property, from, to) {
      return reachable(graphOf(referenceId, property), valueKey(from)).has(valueKey(to));
    },
    known(referenceId, property, value) {
      return graphOf(referenceId, property).writtenAt.has(valueKey(value));
    },
    heads(referenceId, property) {
      const graph = graphOf(referenceId, property);
      const reach = new Map([...graph.children.keys()].map((node) => [node, reachable(graph, node)]));
      const heads: unknown[] = [];
      const done = new Set<ValueKey>();
      for (const [node, fromNode] of reach) {
        if (done.has(node)) continue;
        // In a sink component every value reachable from a node reaches it back.
        const sink = [...fromNode].every((other) => reach.get(other)?.has(node));
        if (!sink) continue;
        for (const member of fromNode) done.add(member);
        const latest = [...fromNode].reduce((best, member) =>
          (graph.writtenAt.get(member) ?? 0) > (graph.writtenAt.get(best) ?? 0) ? member : best,
        );
        heads.push(JSON.parse(latest));
      }
      return heads;
    },
  };
}

// Who saw what, per job and property: a graph of the property's writes, with an edge from the value a side
// showed to the value it then wrote (or chose when resolving a conflict). Every edit writes a value never
// used before (status moves only forward, and two sides moving it to the same status wrote one value), so a
// value names its write; a recruiter keeping their value against the board's writes that value again, as a
// new write of its own, and a value shown is then its latest write. Two writes neither of which saw the
// other end as two sink components: only then may the job be held as a conflict; with one sink, the board
// and every laptop must end with its latest value. The salary merges by its parts, so each part has a graph
// of its own: two writes of different parts are no conflict, and the salary's head is its parts' heads.
// Locations and categories merge as sets, so each item has a graph of its presence (true or false; an item
// never written is absent, as everyone saw it): the list's head is the items whose head is present, and a
// list the merge cannot hold (over 3 items, or none) is a conflict whose writes did not see each other.
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';

export type ValueKey = string;

type Node = { value: ValueKey; writtenAt: number };
type PropertyGraph = {
  nodes: Node[];
  children: Map<Node, Set<Node>>;
  /** The latest write of each value: what a side showing that value has seen. */
  latest: Map<ValueKey, Node>;
};

/** A stable text for a property value (object keys sorted), so equal values compare equal. */
export function valueKey(value: unknown): ValueKey {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export type WriteGraphs = {
  /**
   * A side showing `shown` (null for a new job) wrote `written`; `again` when it writes a value written
   * before (a recruiter keeping theirs against the board's): a new write, not the old one.
   */
  write(
    referenceId: string,
    property: MergedProperty,
    shown: unknown,
    written: unknown,
    options?: { again?: boolean },
  ): void;
  /** Whether the latest write of `from` was seen by whoever wrote the latest `to` (directly or through later writes). */
  reaches(referenceId: string, property: MergedProperty, from: unknown, to: unknown): boolean;
  known(referenceId: string, property: MergedProperty, value: unknown): boolean;
  /** The latest value of each sink component: one when every write saw the ones before it. */
  heads(referenceId: string, property: MergedProperty): unknown[];
  /**
   * The latest write of `winner` counts as having seen the latest write of `loser`: the board let it land
   * over `loser` without its writer seeing it, which nothing could refuse (merge-model-races.ts).
   */
  supersede(referenceId: string, property: MergedProperty, loser: unknown, winner: unknown): void;
};

/** The graphs of single values, each named by a string (a property, or a part of one). */
type ValueGraphs = {
  [K in keyof WriteGraphs]: WriteGraphs[K] extends (
    referenceId: string,
    property: MergedProperty,
    ...rest: infer R
  ) => infer T
    ? (referenceId: string, property: string, ...rest: R) => T
    : never;
};

type SalaryValue = {
  amount: number;
  maxAmount: number | null;
  period: { id: number };
  plusCommission: boolean;
};
const SALARY_PARTS = ['amount', 'maxAmount', 'period', 'plusCommission'] as const;
type SalaryPart = (typeof SALARY_PARTS)[number];

/** A salary part's value as its graph names it (null for a salary the side did not have: a new job). */
function partOf(salary: unknown, part: SalaryPart): unknown {
  if (salary === null || salary === undefined) return null;
  const value = salary as SalaryValue;
  return part === 'period' ? value.period.id : value[part];
}

/** The key of an item of a list that merges as a set, by property (its description, or its id). */
const LIST_KEYS: Partial<Record<MergedProperty, (item: unknown) => string>> = {
  locations: (item) => (item as { description: string }).description,
  categories: (item) => String((item as { id: number }).id),
};

/** The items of a list value by key (none for null: a side that did not have the job). */
function itemsOf(key: (item: unknown) => string, value: unknown): Map<string, unknown> {
  return new Map(((value ?? []) as unknown[]).map((item) => [key(item), item]));
}

/** The sets' graphs: one graph of its presence per item, and each item as written, to show a head. */
function createListGraphs(values: ValueGraphs) {
  const seenItems = new Map<string, Map<string, unknown>>();
  const itemsSeen = (referenceId: string, property: MergedProperty) => {
    const name = `${referenceId}\u0000${property}`;
    let items = seenItems.get(name);
    if (items === undefined) {
      items = new Map();
      seenItems.set(name, items);
    }
    return items;
  };
  const graphName = (property: MergedProperty, item: string) => `${property}[${item}]`;
  /** The items present in one value and not in the other, each with whether `a` has it. */
  const differing = (key: (item: unknown) => string, a: unknown, b: unknown) => {
    const [inA, inB] = [itemsOf(key, a), itemsOf(key, b)];
    return [...new Set([...inA.keys(), ...inB.keys()])]
      .filter((item) => inA.has(item) !== inB.has(item))
      .map((item) => ({ item, inA: inA.has(item) }));
  };
  return {
    write(
      referenceId: string,
      property: MergedProperty,
      key: (item: unknown) => string,
      shown: unknown,
      written: unknown,
      options?: { again?: boolean },
    ) {
      const items = itemsSeen(referenceId, property);
      for (const [item, value] of [...itemsOf(key, shown), ...itemsOf(key, written)]) items.set(item, value);
      if (shown === null) {
        for (const item of itemsOf(key, written).keys())
          values.write(referenceId, graphName(property, item), null, true, options);
        return;
      }
      for (const { item, inA } of differing(key, shown, written))
        values.write(referenceId, graphName(property, item), inA, !inA, options);
    },
    reaches(
      referenceId: string,
      property: MergedProperty,
      key: (item: unknown) => string,
      from: unknown,
      to: unknown,
    ) {
      return differing(key, from, to).every(({ item, inA }) => {
        const name = graphName(property, item);
        // An item absent before anyone wrote it was seen absent by every writer.
        if (!inA && !values.known(referenceId, name, false)) return true;
        return values.reaches(referenceId, name, inA, !inA);
      });
    },
    known(referenceId: string, property: MergedProperty, key: (item: unknown) => string, value: unknown) {
      return [...itemsOf(key, value).keys()].every((item) =>
        values.known(referenceId, graphName(property, item), true),
      );
    },
    heads(referenceId: string, property: MergedProperty, key: (item: unknown) => string): unknown[] {
      const present: unknown[] = [];
      const twoWays: unknown[] = [];
      for (const [item, value] of itemsSeen(referenceId, property)) {
        const heads = values.heads(referenceId, graphName(property, item));
        if (heads.length > 1) twoWays.push(...heads.map((head) => ({ item, present: head })));
        else if (heads[0] === true) present.push(value);
      }
      if (twoWays.length > 0) return twoWays;
      return [sortedList(present, key)];
    },
    supersede(
      referenceId: string,
      property: MergedProperty,
      key: (item: unknown) => string,
      loser: unknown,
      winner: unknown,
    ) {
      for (const { item, inA } of differing(key, loser, winner))
        values.supersede(referenceId, graphName(property, item), inA, !inA);
    },
  };
}

/** A list in the order of its items' keys: a set, as the merge treats it, compared whatever its order. */
function sortedList(items: readonly unknown[], key: (item: unknown) => string): unknown[] {
  return [...items].sort((a, b) => key(a).localeCompare(key(b)));
}

/** A property's value as the model compares it: a list that merges as a set in its items' key order. */
export function comparable(property: MergedProperty, value: unknown): unknown {
  const key = LIST_KEYS[property];
  return key === undefined || !Array.isArray(value) ? value : sortedList(value, key);
}

/**
 * Who saw what, per job and property; the salary is kept as its parts and the lists as their items
 * (merge-model-graph.ts's header), every other property as one value.
 */
export function createWriteGraphs(): WriteGraphs {
  const values = createValueGraphs();
  const lists = createListGraphs(values);
  const parts = (property: MergedProperty) =>
    property === 'salary' ? SALARY_PARTS.map((part) => [`salary.${part}`, part] as const) : null;
  /** The parts in which two salaries differ. */
  const differing = (property: MergedProperty, a: unknown, b: unknown) =>
    (parts(property) ?? []).filter(([, part]) => valueKey(partOf(a, part)) !== valueKey(partOf(b, part)));
  return {
    write(referenceId, property, shown, written, options) {
      const key = LIST_KEYS[property];
      if (key !== undefined) return lists.write(referenceId, property, key, shown, written, options);
      const split = parts(property);
      if (split === null) return values.write(referenceId, property, shown, written, options);
      for (const [name, part] of split) {
        const [from, to] = [partOf(shown, part), partOf(written, part)];
        if (shown !== null && valueKey(from) === valueKey(to)) continue;
        values.write(referenceId, name, shown === null ? null : from, to, options);
      }
    },
    reaches(referenceId, property, from, to) {
      const key = LIST_KEYS[property];
      if (key !== undefined) return lists.reaches(referenceId, property, key, from, to);
      if (parts(property) === null) return values.reaches(referenceId, property, from, to);
      // The write of `to` saw `from` when it saw every part in which they differ.
      return differing(property, from, to).every(([name, part]) =>
        values.reaches(referenceId, name, partOf(from, part), partOf(to, part)),
      );
    },
    known(referenceId, property, value) {
      const key = LIST_KEYS[property];
      if (key !== undefined) return lists.known(referenceId, property, key, value);
      const split = parts(property);
      if (split === null) return values.known(referenceId, property, value);
      return split.every(([name, part]) => values.known(referenceId, name, partOf(value, part)));
    },
    heads(referenceId, property) {
      const key = LIST_KEYS[property];
      if (key !== undefined) return lists.heads(referenceId, property, key);
      const split = parts(property);
      if (split === null) return values.heads(referenceId, property);
      const heads = split.map(([name]) => values.heads(referenceId, name));
      // A part written two ways leaves the salary so: its heads are then each part's, not one salary.
      if (heads.some((partHeads) => partHeads.length !== 1)) return heads.flat();
      const [amount, maxAmount, period, plusCommission] = heads.map((partHeads) => partHeads[0]);
      return [{ amount, maxAmount, period: { id: period }, plusCommission }];
    },
    supersede(referenceId, property, loser, winner) {
      const key = LIST_KEYS[property];
      if (key !== undefined) return lists.supersede(referenceId, property, key, loser, winner);
      if (parts(property) === null) return values.supersede(referenceId, property, loser, winner);
      for (const [name, part] of differing(property, loser, winner))
        values.supersede(referenceId, name, partOf(loser, part), partOf(winner, part));
    },
  };
}

function createValueGraphs(): ValueGraphs {
  const graphs = new Map<string, PropertyGraph>();
  let clock = 0;
  const graphOf = (referenceId: string, property: string): PropertyGraph => {
    const name = `${referenceId}\u0000${property}`;
    let graph = graphs.get(name);
    if (graph === undefined) {
      graph = { nodes: [], children: new Map(), latest: new Map() };
      graphs.set(name, graph);
    }
    return graph;
  };
  const newNode = (graph: PropertyGraph, value: ValueKey): Node => {
    const node = { value, writtenAt: 0 };
    graph.nodes.push(node);
    graph.children.set(node, new Set());
    graph.latest.set(value, node);
    return node;
  };
  const reachable = (graph: PropertyGraph, from: Node): Set<Node> => {
    const seen = new Set<Node>([from]);
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
  const latestOf = (referenceId: string, property: string, value: unknown) =>
    graphOf(referenceId, property).latest.get(valueKey(value));

  return {
    write(referenceId, property, shown, written, options = {}) {
      const graph = graphOf(referenceId, property);
      const to = valueKey(written);
      const from = shown === null ? undefined : graph.latest.get(valueKey(shown));
      if (from?.value === to) return;
      const existing = graph.latest.get(to);
      const node = existing === undefined || options.again ? newNode(graph, to) : existing;
      clock += 1;
      node.writtenAt = clock;
      if (from !== undefined) graph.children.get(from)?.add(node);
      // Writing a value again, its writer had it before them: the new write saw the old one too.
      if (existing !== undefined && existing !== node) graph.children.get(existing)?.add(node);
    },
    reaches(referenceId, property, from, to) {
      const graph = graphOf(referenceId, property);
      const start = latestOf(referenceId, property, from);
      const end = latestOf(referenceId, property, to);
      return start !== undefined && end !== undefined && reachable(graph, start).has(end);
    },
    known(referenceId, property, value) {
      return latestOf(referenceId, property, value) !== undefined;
    },
    supersede(referenceId, property, loser, winner) {
      const from = latestOf(referenceId, property, loser);
      const to = latestOf(referenceId, property, winner);
      if (from !== undefined && to !== undefined && from !== to)
        graphOf(referenceId, property).children.get(from)?.add(to);
    },
    heads(referenceId, property) {
      const graph = graphOf(referenceId, property);
      const reach = new Map(graph.nodes.map((node) => [node, reachable(graph, node)]));
      // Two sinks with equal values are one to a value-based merge: the value, once.
      const heads = new Map<ValueKey, unknown>();
      const done = new Set<Node>();
      for (const [node, fromNode] of reach) {
        if (done.has(node)) continue;
        // In a sink component every write reachable from a node reaches it back.
        const sink = [...fromNode].every((other) => reach.get(other)?.has(node));
        if (!sink) continue;
        for (const member of fromNode) done.add(member);
        const latest = [...fromNode].reduce((best, member) =>
          member.writtenAt > best.writtenAt ? member : best,
        );
        heads.set(latest.value, JSON.parse(latest.value));
      }
      return [...heads.values()];
    },
  };
}

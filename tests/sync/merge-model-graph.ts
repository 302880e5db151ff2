// Who saw what, per job and property: a graph of the property's writes, with an edge from the value a side
// showed to the value it then wrote (or chose when resolving a conflict). Every edit writes a value never
// used before (status moves only forward, and two sides moving it to the same status wrote one value), so a
// value names its write; a recruiter keeping their value against the board's writes that value again, as a
// new write of its own, and a value shown is then its latest write. Two writes neither of which saw the
// other end as two sink components: only then may the job be held as a conflict; with one sink, the board
// and every laptop must end with its latest value. The salary merges by its parts, so each part has a graph
// of its own: two writes of different parts are no conflict, and the salary's head is its parts' heads.
// Locations and categories merge as sets, so each item has a graph of its own, of its presence ("in" or
// "out"): the list's head is its items present, in any order, and two writes that together leave it beyond
// the board's limits (1 to 3) are a conflict, as the merge holds them.
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import { LIMITS } from '../../src-shared/schemas/limits.ts';

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
   * before (a recruiter keeping theirs against the board's): a new write, not the old one; `adopted` when
   * the side takes the board's value (a recruiter choosing the board's in a conflict): it writes only what
   * it gives up, and a list item it takes from the board is the board's, present or taken out there since.
   */
  write(
    referenceId: string,
    property: MergedProperty,
    shown: unknown,
    written: unknown,
    options?: { again?: boolean; adopted?: boolean },
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

/**
 * Who saw what, per job and property; the salary is kept as its parts (merge-model-graph.ts's header),
 * every other property as one value.
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
      if (isList(property)) return lists.write(referenceId, property, shown, written, options);
      const split = parts(property);
      if (split === null) return values.write(referenceId, property, shown, written, options);
      for (const [name, part] of split) {
        const [from, to] = [partOf(shown, part), partOf(written, part)];
        if (shown !== null && valueKey(from) === valueKey(to)) continue;
        values.write(referenceId, name, shown === null ? null : from, to, options);
      }
    },
    reaches(referenceId, property, from, to) {
      if (isList(property)) return lists.reaches(referenceId, property, from, to);
      if (parts(property) === null) return values.reaches(referenceId, property, from, to);
      // The write of `to` saw `from` when it saw every part in which they differ.
      return differing(property, from, to).every(([name, part]) =>
        values.reaches(referenceId, name, partOf(from, part), partOf(to, part)),
      );
    },
    known(referenceId, property, value) {
      if (isList(property)) return lists.known(referenceId, property, value);
      const split = parts(property);
      if (split === null) return values.known(referenceId, property, value);
      return split.every(([name, part]) => values.known(referenceId, name, partOf(value, part)));
    },
    heads(referenceId, property) {
      if (isList(property)) return lists.heads(referenceId, property);
      const split = parts(property);
      if (split === null) return values.heads(referenceId, property);
      const heads = split.map(([name]) => values.heads(referenceId, name));
      // A part written two ways leaves the salary so: its heads are then each part's, not one salary.
      if (heads.some((partHeads) => partHeads.length !== 1)) return heads.flat();
      const [amount, maxAmount, period, plusCommission] = heads.map((partHeads) => partHeads[0]);
      return [{ amount, maxAmount, period: { id: period }, plusCommission }];
    },
    supersede(referenceId, property, loser, winner) {
      if (isList(property)) return lists.supersede(referenceId, property, loser, winner);
      if (parts(property) === null) return values.supersede(referenceId, property, loser, winner);
      for (const [name, part] of differing(property, loser, winner))
        values.supersede(referenceId, name, partOf(loser, part), partOf(winner, part));
    },
  };
}

type ListProperty = 'locations' | 'categories';
export const isList = (property: MergedProperty): property is ListProperty =>
  property === 'locations' || property === 'categories';
const LIST_LIMITS: Record<ListProperty, { min: number; max: number }> = {
  locations: LIMITS.locationsPerJob,
  categories: LIMITS.categoriesPerJob,
};

/** A list's items by their names (an item's value as valueKey gives it); an empty map for none. */
function itemsOf(list: unknown): Map<ValueKey, unknown> {
  return new Map((Array.isArray(list) ? list : []).map((item) => [valueKey(item), item]));
}

/**
 * A value as the model compares it with what a board holds: a list's items in a fixed order (the merge
 * keeps mine's order and appends theirs' additions, which the model does not predict), others as they are.
 */
export function comparable(property: MergedProperty, value: unknown): unknown {
  return isList(property)
    ? [...itemsOf(value).entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, item]) => item)
    : value;
}

/** The presence graphs of list items (the header above), over the graphs of single values. */
function createListGraphs(values: ValueGraphs): Pick<WriteGraphs, keyof WriteGraphs> {
  /** Every item each list ever had, by its name, to give heads back as values. */
  const everItems = new Map<string, Map<ValueKey, unknown>>();
  const itemName = (property: string, key: ValueKey) => `${property}[${key}]`;
  const everOf = (referenceId: string, property: string) => {
    const name = `${referenceId}\u0000${property}`;
    let items = everItems.get(name);
    if (items === undefined) {
      items = new Map();
      everItems.set(name, items);
    }
    return items;
  };
  /** What a side that does not show the item has seen of it: its removal, or nothing. */
  const absence = (referenceId: string, property: string, key: ValueKey) =>
    values.known(referenceId, itemName(property, key), 'out') ? 'out' : null;
  /**
   * Sets the item's presence. Two sides taking an item out wrote one value, as two publishing a job do; an
   * item put back after it was taken out is a write of its own.
   */
  const setPresence = (
    referenceId: string,
    property: string,
    key: ValueKey,
    from: unknown,
    to: 'in' | 'out',
  ) => {
    const name = itemName(property, key);
    values.write(referenceId, name, from, to, { again: to === 'in' && values.known(referenceId, name, to) });
  };
  /** The whole list each item's latest removal was made over: whether its remover saw a given list. */
  const removedOver = new Map<string, ValueKey>();
  const removalName = (referenceId: string, property: string, key: ValueKey) =>
    `${referenceId}\u0000${itemName(property, key)}`;
  return {
    write(referenceId, property, shown, written, options = {}) {
      const before = itemsOf(shown);
      const after = itemsOf(written);
      const ever = everOf(referenceId, property);
      for (const [key, item] of after) {
        ever.set(key, item);
        if (before.has(key)) continue;
        // Shown absent and present after: added; an item present already (a decision keeping the other
        // side's) is seen, not written.
        const heads = values.heads(referenceId, itemName(property, key));
        if (heads.length === 1 && heads[0] === 'in') continue;
        // Taking the board's list puts back an item only this side had taken out, unseen by the board's
        // list; one taken out by a write that saw that list (another side's decision since) stays out.
        if (
          options.adopted &&
          removedOver.get(removalName(referenceId, property, key)) === valueKey(comparable(property, written))
        )
          continue;
        setPresence(referenceId, property, key, absence(referenceId, property, key), 'in');
      }
      for (const key of before.keys()) {
        if (after.has(key)) continue;
        setPresence(referenceId, property, key, 'in', 'out');
        removedOver.set(removalName(referenceId, property, key), valueKey(comparable(property, shown)));
      }
    },
    reaches(referenceId, property, from, to) {
      // The write of `to` saw `from` when it saw each item's presence there that it changed: an item of
      // `from` that `to` lacks was removed after being seen; one `to` adds was removed in `from`, if ever.
      const [a, b] = [itemsOf(from), itemsOf(to)];
      const removed = [...a.keys()].filter((key) => !b.has(key));
      const added = [...b.keys()].filter((key) => !a.has(key));
      return (
        removed.every((key) => values.reaches(referenceId, itemName(property, key), 'in', 'out')) &&
        added.every(
          (key) =>
            absence(referenceId, property, key) === null ||
            values.reaches(referenceId, itemName(property, key), 'out', 'in'),
        )
      );
    },
    known(referenceId, property, value) {
      return [...itemsOf(value).keys()].every((key) =>
        values.known(referenceId, itemName(property, key), 'in'),
      );
    },
    heads(referenceId, property) {
      const present: unknown[] = [];
      let forked = false;
      for (const [key, item] of everOf(referenceId, property)) {
        const heads = values.heads(referenceId, itemName(property, key));
        if (heads.length !== 1) forked = true;
        else if (heads[0] === 'in') present.push(item);
      }
      const list = comparable(property, present);
      const limit = LIST_LIMITS[property as ListProperty];
      // Beyond the limits the merge cannot keep both sides' changes: two heads, as for two values.
      if (forked || present.length < limit.min || present.length > limit.max)
        return [list, { beyondLimits: list }];
      return [list];
    },
    supersede(referenceId, property, loser, winner) {
      // The winner landed over the loser unseen: its removals and additions stand over the loser's items.
      const [a, b] = [itemsOf(loser), itemsOf(winner)];
      for (const key of a.keys()) if (!b.has(key)) setPresence(referenceId, property, key, 'in', 'out');
      for (const key of b.keys())
        if (!a.has(key) && absence(referenceId, property, key) === 'out')
          setPresence(referenceId, property, key, 'out', 'in');
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
      if (from === undefined || to === undefined || from === to) return;
      graphOf(referenceId, property).children.get(from)?.add(to);
      // The winner landed last. Its value may be older than the loser's: a salary sent whole carries the
      // parts its writer left as they were, and the edge back then closes a cycle whose latest write must be
      // the winner's, not the loser's.
      clock += 1;
      to.writtenAt = clock;
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

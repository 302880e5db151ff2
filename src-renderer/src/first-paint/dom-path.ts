// An element of the first paint and its twin in the app's tree: the first paint is the markup React drew last
// time, so an element is found again in the app's tree by the same child indices from the root.

/** The child indices from `root` down to `node` (an empty path for `root` itself), or null when outside it. */
export function pathOf(node: Node, root: Node): number[] | null {
  const path: number[] = [];
  let current: Node | null = node;
  while (current !== null && current !== root) {
    const parent: Node | null = current.parentNode;
    if (parent === null) return null;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current));
    current = parent;
  }
  return current === root ? path : null;
}

/** The node at `path` below `root`, or null when the tree has no such node. */
export function nodeAt(path: readonly number[], root: Node): Node | null {
  let current: Node | null = root;
  for (const index of path) {
    current = current?.childNodes[index] ?? null;
    if (current === null) return null;
  }
  return current;
}

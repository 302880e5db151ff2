// An element of the first paint and its twin in the app's tree: the first paint is the markup React drew (last
// time, or in the core from the same code), so an element is found again in the app's tree by the same element
// indices from the root. Elements only: the core's markup has text separators (`<!-- -->`) the app's has not.

/** The element indices from `root` down to `element` (an empty path for `root` itself), or null when outside it. */
export function pathOf(element: Node, root: Node): number[] | null {
  const path: number[] = [];
  let current: Node | null = element;
  while (current !== null && current !== root) {
    const parent: Element | null = current.parentElement;
    if (parent === null || !(current instanceof Element)) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

/** The element at `path` below `root`, or null when the tree has no such element. */
export function nodeAt(path: readonly number[], root: Element): Element | null {
  let current: Element | null = root;
  for (const index of path) {
    current = current?.children[index] ?? null;
    if (current === null) return null;
  }
  return current;
}

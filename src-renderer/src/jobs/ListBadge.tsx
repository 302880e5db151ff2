// A row's status and sync state: a light badge in a Mantine colour, as Mantine's Badge draws it, in plain
// elements (ListBadge.module.css). It takes a tooltip's handlers and ref like any element.
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import classes from './ListBadge.module.css';

export type ListBadgeProps = HTMLAttributes<HTMLDivElement> & {
  /** A colour of the theme ("green", "gray"): the badge takes its light shades. */
  color: string;
  ref?: Ref<HTMLDivElement>;
};

export function ListBadge({ color, children, style, ...element }: ListBadgeProps) {
  const colors = {
    '--list-badge-bg': `var(--mantine-color-${color}-light)`,
    '--list-badge-color': `var(--mantine-color-${color}-light-color)`,
    ...style,
  } as CSSProperties;
  return (
    <div {...element} className={classes.badge} style={colors}>
      <span className={classes.label}>{children}</span>
    </div>
  );
}

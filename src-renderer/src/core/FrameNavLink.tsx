// An item of the frame's navigation in plain elements, in the look of Mantine's NavLink
// (FrameNavLink.module.css). Mantine's NavLink can also fold nested items open, and brings Collapse and its
// hooks to the first screen for it: the navigation has no nested items.
import type { ReactNode } from 'react';
import classes from './FrameNavLink.module.css';

type FrameNavLinkProps = {
  href: string;
  label: string;
  /** The icon before the label. */
  icon: ReactNode;
  /** What the item counts, after the label; its place is kept while the count is loading. */
  count?: ReactNode;
  /** The item of the screen on show. */
  active: boolean;
  /** Runs before the link is followed (a view of the screen to open, say). */
  onClick?(): void;
};

export function FrameNavLink({ href, label, icon, count, active, onClick }: FrameNavLinkProps) {
  return (
    <a
      href={href}
      onClick={onClick}
      className={`mantine-focus-auto ${classes.link}`}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <span className={classes.section} data-position="left">
        {icon}
      </span>
      <div className={classes.body}>
        <span className={classes.label} data-testid="navigation-label">
          {label}
        </span>
      </div>
      {count !== undefined && (
        <span className={classes.section} data-position="right">
          {count}
        </span>
      )}
    </a>
  );
}

// A Mantine Tooltip that is only built when first wanted, and whose code (floating-ui with it) loads after the
// first screen. A list page shows one or two per row, and each built Tooltip renders twice on mount (its
// floating-ui reference is state) and keeps a positioner: dozens of them held up the list's first rows. Until
// the pointer first enters, the child is shown alone; then the Tooltip is built already open (the pointer is
// in), and behaves as any other from then on. Building it puts the element in anew: a press under way holds it
// back until its click has happened, as a click pressed on one element and released on its replacement is lost.
import type { TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useState } from 'react';
import { afterFirstScreen } from './first-screen.ts';
import { loadPart } from './load-part.ts';

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;
type HoverProps = {
  onPointerEnter?: PointerHandler;
  onPointerDown?: PointerHandler;
  onPointerUp?: PointerHandler;
  onPointerLeave?: PointerHandler;
  onPointerCancel?: PointerHandler;
};
type TooltipComponent = typeof import('./tooltip-part.ts')['Tooltip'];

export type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'opened' | 'defaultOpened'> & {
  children: ReactElement<HoverProps>;
};

let tooltipCode: Promise<TooltipComponent> | undefined;
/** The Tooltip's code: loading once the first screen has settled, or at once when a pointer wants it first. */
function loadTooltip(): Promise<TooltipComponent> {
  tooltipCode ??= loadPart(() => import('./tooltip-part.ts')).then((module) => module.Tooltip);
  return tooltipCode;
}
// A failure here is said when a pointer asks for the tooltip.
afterFirstScreen()
  .then(loadTooltip)
  .catch(() => {});

export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const [pressed, setPressed] = useState(false);
  if (Tooltip !== null && !pressed)
    return (
      <Tooltip {...tooltip} defaultOpened>
        {children}
      </Tooltip>
    );
  // After the click the release makes (a task later), or at once when the pointer leaves without one.
  const release = () => setTimeout(() => setPressed(false), 0);
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      loadTooltip().then(
        (loaded) => setTooltip(() => loaded),
        // Without its code the hint is not shown; the element works as before.
        (error: unknown) => console.warn('JobDesk: could not load a tooltip', error),
      );
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerDown?.(event);
      setPressed(true);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerUp?.(event);
      release();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      release();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerCancel?.(event);
      release();
    },
  });
}

// A Mantine Tooltip that is only built when first wanted. A list page shows one or two per row, and each built
// Tooltip renders twice on mount (its floating-ui reference is state) and keeps a positioner: dozens of them
// held up the list's first rows. Until the pointer first enters, the child is shown alone; then the Tooltip
// is built already open (the pointer is in), and behaves as any other from then on.
import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useState } from 'react';

type HoverProps = { onPointerEnter?: (event: PointerEvent<HTMLElement>) => void };

export type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'opened' | 'defaultOpened'> & {
  children: ReactElement<HoverProps>;
};

export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted)
    return (
      <Tooltip {...tooltip} defaultOpened>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      setWanted(true);
    },
  });
}

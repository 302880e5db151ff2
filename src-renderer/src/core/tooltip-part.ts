// Mantine's Tooltip (with floating-ui), in its own chunk: core/DeferredTooltip.tsx loads it.
export { Tooltip } from '@mantine/core';

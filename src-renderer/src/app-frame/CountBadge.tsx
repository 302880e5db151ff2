// A navigation item's count, in words for screen readers.
import { Badge } from '@mantine/core';
import { formatCount } from '../core/format.ts';

export function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (count === undefined) return null;
  return (
    <Badge variant="light" color="gray" aria-label={`${count} ${label}`}>
      {formatCount(count)}
    </Badge>
  );
}

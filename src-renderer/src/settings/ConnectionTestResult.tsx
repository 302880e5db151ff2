// What a connection test found, one line each with an icon that is never the only sign (the words say it).
import { List } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { ConnectionTestLine } from './connection-test-words.ts';

export function ConnectionTestResult({
  lines,
  label,
  testId,
}: {
  lines: ConnectionTestLine[];
  label: string;
  testId: string;
}) {
  return (
    <List spacing={4} aria-label={label} data-testid={testId}>
      {lines.map((line) => (
        <List.Item
          key={line.text}
          icon={
            line.ok === true ? (
              <IconCircleCheck aria-hidden size={18} color="var(--mantine-color-teal-8)" />
            ) : line.ok === false ? (
              <IconCircleX aria-hidden size={18} color="var(--mantine-color-red-8)" />
            ) : (
              <IconInfoCircle aria-hidden size={18} />
            )
          }
        >
          {line.text}
        </List.Item>
      ))}
    </List>
  );
}

// What a connection test found, one line each with an icon that is never the only sign (the words say it). The
// board's own words, when it refused the key, wait under details, quoted as it wrote them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, List, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { ConnectionTestLine } from './connection-test-words.ts';

export function ConnectionTestResult({
  lines,
  boardName,
  label,
  testId,
}: {
  lines: ConnectionTestLine[];
  boardName: string;
  label: string;
  testId: string;
}) {
  const { t } = useLingui();
  const quoted = lines.filter((line) => line.quoted);
  return (
    <Box data-testid={testId}>
      <List spacing={4} size="sm" aria-label={label}>
        {lines
          .filter((line) => !line.quoted)
          .map((line) => (
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
      {quoted.length > 0 && (
        <Box component="details" mt={4} fz="sm">
          <Box component="summary" style={{ cursor: 'pointer' }}>
            <Trans>Details: what {boardName} answered</Trans>
          </Box>
          {quoted.map((line) => {
            const said = line.text;
            return (
              <Text key={said} size="sm" c="dimmed" mt={2}>
                {t`“${said}”`}
              </Text>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

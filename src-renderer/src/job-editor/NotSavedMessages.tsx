// Why the job was not saved, for what belongs to no input (a status rule, the board's general refusal);
// focused after a failed save when no input is in trouble.
import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';

export function NotSavedMessages({ messages }: { messages: readonly string[] }) {
  const { t } = useLingui();
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title={t`Not saved`} role="alert" tabIndex={-1} data-job-editor-errors>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

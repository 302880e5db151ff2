// Why the job was not saved, for what belongs to no input (a status rule, the board's general refusal);
// focused after a failed save when no input is in trouble.
import { Alert, List } from '@mantine/core';

export function NotSavedMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title="Not saved" role="alert" tabIndex={-1} data-job-editor-errors>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

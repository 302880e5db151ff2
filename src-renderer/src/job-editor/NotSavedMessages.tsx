// Why the job was not saved (or not published: a refused Publish leaves the draft as it was saved), for what
// belongs to no input (a status rule, what a half-done draft lacks, the board's general refusal); focused
// after a failed save when no input is in trouble.
import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { SaveAction } from './editor-save.ts';

export function NotSavedMessages({
  messages,
  action = 'save',
}: {
  messages: readonly string[];
  /** The action refused. */
  action?: SaveAction;
}) {
  const { t } = useLingui();
  if (messages.length === 0) return null;
  const title = action === 'publish' ? t`Not published` : t`Not saved`;
  return (
    <Alert color="red" title={title} role="alert" tabIndex={-1} data-job-editor-errors>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

// On opening the app: new jobs typed but never saved (after a reload, a crash or a quit) are offered back.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatRoute } from '../../core/routes.ts';
import { useUnsavedEditEntries } from './use-unsaved-edit-entries.ts';

export function UnsavedNewJobsNotice() {
  const { t } = useLingui();
  const entries = useUnsavedEditEntries();
  const [hidden, setHidden] = useState(false);
  const newJobs = (entries ?? []).filter((entry) => entry.jobId === null);
  const latest = newJobs[0];
  if (hidden || latest === undefined) return null;
  const typed = latest.values.title.trim();
  const title = typed === '' ? t`an untitled job` : t`“${typed}”`;
  const count = newJobs.length;
  return (
    <Alert
      color="yellow"
      title={t`A new job was never saved`}
      mb="md"
      role="region"
      aria-label={t`Unsaved new jobs`}
    >
      <Text size="sm" mb="xs">
        {count === 1
          ? t`You started ${title} and it was never saved. Open it to restore or discard what you typed.`
          : t`You started ${count} new jobs that were never saved; the latest is ${title}.`}
      </Text>
      <Group gap="xs">
        <Button size="xs" component="a" href={formatRoute({ name: 'new-job', duplicateOf: null })}>
          {count === 1 ? t`Open it` : t`Open the latest`}
        </Button>
        {newJobs.length > 1 ? (
          <Button size="xs" variant="default" component="a" href={formatRoute({ name: 'drafts' })}>
            <Trans>See all unsaved drafts</Trans>
          </Button>
        ) : null}
        <Button size="xs" variant="subtle" color="dark" onClick={() => setHidden(true)}>
          <Trans>Not now</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

// Export to CSV and Print, for the view on screen (its tab, search, filters and order, every page of it).
// Their code loads when first used (list-export.ts), so the first screen's scripts do not grow.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { loadPart } from '../core/load-part.ts';
import type { JobListViewQuery } from '../core/query-keys.ts';

type Busy = 'csv' | 'print' | null;

export function ExportListButtons({ query, boardSetUp }: { query: JobListViewQuery; boardSetUp: boolean }) {
  const { t } = useLingui();
  const { app } = useCore();
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (kind: Exclude<Busy, null>) => {
    setBusy(kind);
    setFailure(null);
    try {
      const exporting = await loadPart(() => import('./list-export.ts'));
      if (kind === 'csv') await exporting.downloadViewAsCsv(app, query, boardSetUp);
      else await exporting.printView(app, query, t`Jobs`);
    } catch (error) {
      setFailure(coreErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {/* Icons named by label and title: the list's title, filters and search then share one line at 1024 px. */}
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Export CSV`}
        title={t`Export CSV`}
        loading={busy === 'csv'}
        onClick={() => run('csv')}
      >
        <IconFileSpreadsheet aria-hidden size={18} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Print`}
        title={t`Print`}
        loading={busy === 'print'}
        onClick={() => run('print')}
      >
        <IconPrinter aria-hidden size={18} />
      </ActionIcon>
      {failure !== null && (
        <span
          role="alert"
          style={{ color: 'var(--mantine-color-red-text)', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {t`The list could not be exported: ${failure}`}
        </span>
      )}
    </Group>
  );
}

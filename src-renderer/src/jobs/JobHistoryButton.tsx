// The list's way to a job's History: a small icon button in the job's row (the row's only link stays its title),
// named for screen readers and shown in words on hover and focus. A plain button in the look of Mantine's subtle
// ActionIcon (JobHistoryButton.module.css): a page has 25 of them, and each ActionIcon resolved its styles from
// the theme as the list's first rows rendered.
import { useLingui } from '@lingui/react/macro';
import { IconHistory } from '@tabler/icons-react';
import { DeferredTooltip } from '../core/DeferredTooltip.tsx';
import { useNavigate } from '../core/navigation.ts';
import classes from './JobHistoryButton.module.css';

export function JobHistoryButton({ jobId, title }: { jobId: number; title: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <DeferredTooltip label={t`History`}>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${classes.button}`}
        aria-label={t`History of ${title}`}
        onClick={(event) => {
          // The row opens the job on a click: this one is for the history only.
          event.stopPropagation();
          navigate({ name: 'job-history', jobId });
        }}
      >
        <span className={classes.icon}>
          <IconHistory aria-hidden size={16} />
        </span>
      </button>
    </DeferredTooltip>
  );
}

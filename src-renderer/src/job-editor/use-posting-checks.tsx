// The editor's posting-law checks: the shared rules run on the form's values at each render (no request),
// with what the core knows of a saved job beyond them (its version in the other language, the recruiter's
// answer about its pay); each field's findings as a note under it, and the one question Publish asks while
// there are findings.
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { appLanguageOf, DEFAULT_LANGUAGE } from '../../../src-shared/i18n/app-language.ts';
import { localCalendarDay } from '../../../src-shared/posting-laws/index.ts';
import {
  DEFAULT_POSTING_LAW_SETTINGS,
  POSTING_FIELDS,
  type PostingField,
  type PostingFinding,
} from '../../../src-shared/schemas/posting-checks.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { useCore } from '../core/core-context.ts';
import { postingLawSettingsQuery } from '../core/posting-law-queries.ts';
import type { JobFormValues } from './form-values.ts';
import { useJobPostingFacts } from './language-version/use-job-posting-facts.ts';
import { PostingFindingsNote } from './PostingFindingsNote.tsx';
import { findingsUnder, postingFindingsOfForm, publishQuestionLines } from './posting-findings.ts';

export type PostingChecks = {
  findings: PostingFinding[];
  /** Each field's note, for JobFields to show under it. */
  notes: Partial<Record<PostingField, ReactNode>>;
  /** The findings of `values` now (Publish reads the description from the editor, not the form). */
  findingsOf(values: JobFormValues): PostingFinding[];
  /** Asks once, naming each province and rule, before `publish` runs; runs it at once when nothing is found. */
  confirmPublish(findings: readonly PostingFinding[], publish: () => void): void;
};

/** `jobId`: the saved job the form edits; null for a new one. */
export function usePostingChecks(
  values: JobFormValues,
  insertSentence: (sentence: string) => void,
  jobId: number | null = null,
): PostingChecks {
  const { t, i18n } = useLingui();
  const { app } = useCore();
  // The findings' messages in the language the recruiter reads (the rules carry both).
  const language = appLanguageOf(i18n.locale) ?? DEFAULT_LANGUAGE;
  // Until the core answers, the defaults: 25 or more employees, AI use not said (the stricter reading).
  const settings = useQuery(postingLawSettingsQuery(app)).data ?? DEFAULT_POSTING_LAW_SETTINGS;
  const jobFacts = useJobPostingFacts(jobId);
  const findingsOf = (current: JobFormValues) =>
    postingFindingsOfForm(current, settings, localCalendarDay(new Date()), jobFacts, language);
  const today = localCalendarDay(new Date());
  const { locations, salary, maxSalary, payPeriod, description } = values;
  // Typing in other fields re-renders the form: the description is read again only when an input of the rules changed.
  const findings = useMemo(
    () =>
      postingFindingsOfForm(
        { locations, salary, maxSalary, payPeriod, description },
        settings,
        today,
        jobFacts,
        language,
      ),
    [locations, salary, maxSalary, payPeriod, description, settings, today, jobFacts, language],
  );
  const notes = Object.fromEntries(
    POSTING_FIELDS.map((field) => [
      field,
      <PostingFindingsNote
        key={field}
        field={field}
        findings={findingsUnder(findings, field)}
        onInsert={field === 'description' ? insertSentence : undefined}
      />,
    ]),
  );
  const confirmPublish = (current: readonly PostingFinding[], publish: () => void) => {
    if (current.length === 0) {
      publish();
      return;
    }
    openConfirmDialog({
      title: t`Publish with posting-law findings?`,
      children: (
        <>
          <Text size="sm" mb="xs">
            <Trans>This posting may not meet the law of the province it is posted in:</Trans>
          </Text>
          <List size="sm" mb="xs" data-testid="publish-findings">
            {publishQuestionLines(current).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm">
            <Trans>Each finding is shown under its field in the editor.</Trans>
          </Text>
        </>
      ),
      labels: { confirm: t`Publish anyway`, cancel: t`Keep editing` },
      onConfirm: publish,
    });
  };
  return { findings, notes, findingsOf, confirmPublish };
}

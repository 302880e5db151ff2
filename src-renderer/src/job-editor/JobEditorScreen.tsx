// The job editor screen (new, edit, duplicate): loads the job and the reference lists, then the form.
// Loaded on demand by the app frame (React.lazy): the default export is the screen.
import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORIES } from '../../../src-shared/catalogs/categories.ts';
import { POSITION_TYPES } from '../../../src-shared/catalogs/position-types.ts';
import { cryptoRandomBytes } from '../../../src-shared/rules/reference-id.ts';
import type { Category, PositionType } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { jobQuery } from '../core/queries.ts';
import type { FormErrors } from './form-errors.ts';
import { duplicateJobFormValues, jobToFormValues, newJobDefaults, newJobFormValues } from './form-values.ts';
import { JobEditorForm } from './JobEditorForm.tsx';
import { boardEmployerQuery, categoriesQuery, positionTypesQuery } from './queries.ts';
import { templateFieldsToFormValues } from './template-form-values.ts';
import { templateQuery } from './templates/queries.ts';
import { OrphanedEditsActions } from './unsaved-edits/OrphanedEditsActions.tsx';

export type JobEditorScreenProps = {
  /** The job to edit; null for a new job. */
  jobId: number | null;
  /** For a new job, the job whose fields it starts from; else null. */
  duplicateOf: number | null;
  /** For a new job, the whole-job template it starts from; else null (absent: null). */
  fromTemplate?: number | null;
  /** Leaves the editor (back to the list). */
  onClose(): void;
  /** The job board's refusal of the job's last change, shown under its inputs or at the top. */
  boardErrors?: FormErrors | null;
};

export function JobEditorScreen({
  jobId,
  duplicateOf,
  fromTemplate = null,
  onClose,
  boardErrors,
}: JobEditorScreenProps) {
  const { t: say } = useLingui();
  const { jobBoard, app } = useCore();
  const [newDraftId] = useState(() => crypto.randomUUID());
  const sourceId = jobId ?? duplicateOf;
  const source = useQuery({
    ...jobQuery(jobBoard, sourceId ?? 0),
    enabled: sourceId !== null,
    // The editor starts from what the core has now, not from a copy cached by the list.
    staleTime: 0,
  });
  const categories = useQuery(categoriesQuery(jobBoard));
  const positionTypes = useQuery(positionTypesQuery(jobBoard));
  const boardEmployer = useQuery(boardEmployerQuery(app));
  const template = useQuery({
    ...templateQuery(app, fromTemplate ?? 0),
    enabled: jobId === null && fromTemplate !== null,
  });
  // Values of a new job are made once per screen: a re-render must not generate another Reference ID.
  const [fresh] = useState(() => newJobDefaults(new Date(), cryptoRandomBytes));

  if (sourceId !== null && source.isError) {
    return (
      <Stack>
        <Alert color="red" title={<Trans>This job could not be opened</Trans>}>
          {coreErrorMessage(source.error)}
        </Alert>
        {jobId !== null ? <OrphanedEditsActions jobId={jobId} /> : null}
        <Button variant="default" w="fit-content" onClick={onClose}>
          <Trans>Back to jobs</Trans>
        </Button>
      </Stack>
    );
  }
  if (jobId === null && fromTemplate !== null && template.isError) {
    return (
      <Stack>
        <Alert color="red" title={<Trans>This template could not be opened</Trans>}>
          {coreErrorMessage(template.error)}
        </Alert>
        <Button variant="default" w="fit-content" onClick={onClose}>
          <Trans>Back to jobs</Trans>
        </Button>
      </Stack>
    );
  }
  const waitsForTemplate = jobId === null && fromTemplate !== null && template.data === undefined;
  if (
    (sourceId !== null && source.data === undefined) ||
    waitsForTemplate ||
    categories.isPending ||
    positionTypes.isPending
  ) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={say`Loading the job`} />
      </Center>
    );
  }
  const job = jobId !== null ? (source.data ?? null) : null;
  const initialValues =
    job !== null
      ? jobToFormValues(job)
      : duplicateOf !== null && source.data !== undefined
        ? duplicateJobFormValues(source.data, fresh)
        : template.data?.kind === 'job'
          ? templateFieldsToFormValues(template.data.job, fresh)
          : newJobFormValues(fresh);
  // Offline from the core's lists, the built-in ones (the ids the board publishes) still let work go on.
  const categoryList: ReadonlyArray<Category> = categories.data ?? CATEGORIES;
  const positionTypeList: ReadonlyArray<PositionType> = positionTypes.data ?? POSITION_TYPES;
  return (
    <JobEditorForm
      key={job === null ? `new-${duplicateOf ?? ''}-${fromTemplate ?? ''}` : `job-${job.id}`}
      jobBoard={jobBoard}
      job={job}
      latest={job}
      duplicateOf={duplicateOf}
      initialValues={initialValues}
      categories={categoryList}
      positionTypes={positionTypeList}
      employerName={boardEmployer.data ?? null}
      newDraftId={newDraftId}
      onClose={onClose}
      boardErrors={boardErrors ?? null}
    />
  );
}

export default JobEditorScreen;

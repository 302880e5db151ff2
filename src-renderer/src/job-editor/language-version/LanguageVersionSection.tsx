// The editor's "French version" section: a job's version in the other language (a linked twin job, published,
// archived and closed with it), opened from here or added; and, for a job in Ontario, the recruiter's answer
// that the role pays over $200,000 a year, which Ontario's pay rule then spares.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { postingProvinces } from '../../../../src-shared/posting-laws/index.ts';
import type { VersionLanguage } from '../../../../src-shared/schemas/language-versions.ts';
import { useCore } from '../../core/core-context.ts';
import { useNavigate } from '../../core/navigation.ts';
import { AddLanguageVersionModal } from './AddLanguageVersionModal.tsx';
import { useSetPostingAnswers } from './mutations.ts';
import { languageVersionQuery, postingAnswersQuery } from './queries.ts';

export type LanguageVersionSectionProps = {
  /** The saved job; null for a job not saved yet (the section waits for its first save). */
  jobId: number | null;
  /** The title as the form holds it: where the version's title starts. */
  title: string;
  /** The locations as the form holds them: the pay answer is asked of a job in Ontario. */
  locations: readonly string[];
};

export function LanguageVersionSection({ jobId, title, locations }: LanguageVersionSectionProps) {
  if (jobId === null) return null;
  return <SavedJobVersionSection jobId={jobId} title={title} locations={locations} />;
}

function SavedJobVersionSection({
  jobId,
  title,
  locations,
}: LanguageVersionSectionProps & { jobId: number }) {
  const { t } = useLingui();
  const { app } = useCore();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const view = useQuery(languageVersionQuery(app, jobId)).data;
  const answers = useQuery(postingAnswersQuery(app, jobId)).data;
  const setAnswers = useSetPostingAnswers(jobId);
  // The box shows the recruiter's click in the same frame: the mutation's pending state reaches the
  // component a task later, and a controlled checkbox would flick back meanwhile.
  const [clicked, setClicked] = useState<boolean | null>(null);
  if (view === undefined) return null;
  const language: VersionLanguage = view.twin?.language ?? view.offer?.language ?? 'fr';
  const provinces = postingProvinces(locations.map((description) => ({ description })));
  const inOntario = provinces.includes('ON');
  const paysOver200k = clicked ?? answers?.paysOver200k ?? false;
  return (
    <>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-labelledby="language-version-heading"
        data-language-version
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="language-version-heading">
            {language === 'fr' ? <Trans>French version</Trans> : <Trans>English version</Trans>}
          </Title>
          {view.twin !== null ? (
            <>
              <Text size="sm" data-testid="language-version-together">
                {language === 'fr'
                  ? t`Its French version is published with it: publishing or archiving one, or changing its close date, places, categories, position type or pay, does the same to the other. Each keeps its own title, description and where to apply.`
                  : t`Its English version is published with it: publishing or archiving one, or changing its close date, places, categories, position type or pay, does the same to the other. Each keeps its own title, description and where to apply.`}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500} lang={language}>
                  {view.twin.title}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => navigate({ name: 'edit-job', jobId: view.twin?.id ?? jobId })}
                >
                  {language === 'fr' ? t`Open the French version` : t`Open the English version`}
                </Anchor>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {language === 'en'
                  ? t`An English version is a job of its own with the same details, published, archived and closed with this one; you type its English title and description.`
                  : provinces.includes('QC')
                    ? t`Quebec requires job postings in French. A French version is a job of its own with the same details, published, archived and closed with this one; you type its French title and description.`
                    : t`A French version is a job of its own with the same details, published, archived and closed with this one; you type its French title and description.`}
              </Text>
              <Group>
                <Button variant="default" onClick={() => setAdding(true)}>
                  {language === 'fr' ? t`Add a French version` : t`Add an English version`}
                </Button>
              </Group>
            </>
          )}
        </Stack>
        {view.offer !== null && (
          <AddLanguageVersionModal
            opened={adding}
            jobId={jobId}
            language={view.offer.language}
            suggestedReferenceId={view.offer.referenceId ?? ''}
            title={title}
            onClose={() => setAdding(false)}
            onAdded={(versionId) => {
              setAdding(false);
              navigate({ name: 'edit-job', jobId: versionId });
            }}
          />
        )}
      </Paper>
      {(inOntario || paysOver200k) && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ontario-pay-heading">
          <Stack gap="sm">
            <Title order={3} size="h5" id="ontario-pay-heading">
              <Trans>Pay in Ontario</Trans>
            </Title>
            <Checkbox
              label={t`This role pays over $200,000 a year`}
              description={t`Ontario does not require the pay in the posting of a role paying over $200,000 a year (O. Reg. 476/24).`}
              checked={paysOver200k}
              disabled={answers === undefined}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setClicked(checked);
                // Settled either way, the saved answer (or, on a refusal, the one before) shows again.
                setAnswers.mutate({ paysOver200k: checked }, { onSettled: () => setClicked(null) });
              }}
            />
            {setAnswers.isError && (
              <Text size="sm" c="red" role="alert">
                <Trans>The answer was not saved. Try again.</Trans>
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}

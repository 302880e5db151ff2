// "Add a French version": the version's Reference ID (the original's with -FR suggested, editable) and title
// (the original's, to translate now or in its editor); the description is copied, to translate in place.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { VersionLanguage } from '../../../../src-shared/schemas/language-versions.ts';
import { LIMITS } from '../../../../src-shared/schemas/limits.ts';
import { useAddLanguageVersion } from './mutations.ts';

export type AddLanguageVersionModalProps = {
  opened: boolean;
  jobId: number;
  language: VersionLanguage;
  suggestedReferenceId: string;
  title: string;
  onClose(): void;
  /** The version was made: the editor opens it. */
  onAdded(versionId: number): void;
};

export function AddLanguageVersionModal(props: AddLanguageVersionModalProps) {
  const { t } = useLingui();
  const heading = props.language === 'fr' ? t`Add a French version` : t`Add an English version`;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={heading}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* Mounted while open only: each opening starts from the suggestions. */}
      {props.opened && <AddLanguageVersionForm {...props} heading={heading} />}
    </Modal>
  );
}

function AddLanguageVersionForm({
  jobId,
  language,
  suggestedReferenceId,
  title: originalTitle,
  onClose,
  onAdded,
  heading,
}: AddLanguageVersionModalProps & { heading: string }) {
  const { t } = useLingui();
  const [referenceId, setReferenceId] = useState(suggestedReferenceId);
  const [title, setTitle] = useState(originalTitle);
  const [errors, setErrors] = useState<{ referenceId?: string; title?: string; other?: string }>({});
  const add = useAddLanguageVersion(jobId);

  const submit = async () => {
    if (title.trim() === '') {
      setErrors({ title: t`Enter a title.` });
      return;
    }
    const added = await add.mutateAsync({ referenceId: referenceId.trim(), title: title.trim() });
    if (added.ok) {
      onAdded(added.value.id);
      return;
    }
    const { reason, fields } = added.error;
    if (reason === 'conflict' && fields.some((field) => field.path === 'referenceId'))
      setErrors({ referenceId: t`Another job already uses this Reference ID: enter another.` });
    else if (reason === 'conflict')
      setErrors({ other: t`This job already has its version in the other language.` });
    else if (reason === 'validation' && fields.some((field) => field.path === 'referenceId'))
      setErrors({ referenceId: t`A Reference ID has at most ${LIMITS.referenceIdLength} characters.` });
    else setErrors({ other: t`The version was not added. Check the connection to JobDesk and try again.` });
  };

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label={t`Reference ID`}
        value={referenceId}
        maxLength={LIMITS.referenceIdLength}
        onChange={(event) => setReferenceId(event.currentTarget.value)}
        error={errors.referenceId}
        data-autofocus
      />
      <TextInput
        label={t`Title`}
        description={language === 'fr' ? t`Type the French title.` : t`Type the English title.`}
        value={title}
        lang={language}
        maxLength={LIMITS.titleLength}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
      />
      <Text size="sm" c="dimmed">
        {language === 'fr'
          ? t`The description is copied from this job: translate it into French in the version’s editor, which opens next.`
          : t`The description is copied from this job: translate it into English in the version’s editor, which opens next.`}
      </Text>
      {errors.other !== undefined && (
        <Text size="sm" c="red" role="alert">
          {errors.other}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={add.isPending}>
          {heading}
        </Button>
      </Group>
    </Stack>
  );
}

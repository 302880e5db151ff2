// The header's "New job from template" menu: the whole-job templates, each opening a new job with its
// fields; with none, a way to the Templates screen. Loaded after the first screen (NewJobFromTemplate.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCore } from '../../core/core-context.ts';
import { formatRoute } from '../../core/routes.ts';
import { TemplateMenuButtonContent, useTemplateMenuButtonProps } from './NewJobFromTemplate.tsx';
import { templatesQuery } from './queries.ts';

type NewJobFromTemplateMenuProps = {
  /** Whether the focus was on the button this one replaces: it moves here. */
  takeFocus: RefObject<boolean>;
  /** The recruiter clicked the button before the menu had loaded: it opens once here. */
  openAtOnce: boolean;
};

export function NewJobFromTemplateMenu({ takeFocus, openAtOnce }: NewJobFromTemplateMenuProps) {
  const { t } = useLingui();
  const templateMenuButtonProps = useTemplateMenuButtonProps();
  const { app } = useCore();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu takes the stand-in's place.
  useLayoutEffect(() => {
    if (takeFocus.current || openAtOnce) button.current?.focus();
  }, []);
  // Opened after the focus moved, so that closing the menu gives the focus back to its button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu takes the stand-in's place.
  useEffect(() => {
    if (openAtOnce) setOpened(true);
  }, []);
  // Read when the menu first opens: the list's first screen does not wait for templates.
  const templates = useQuery({ ...templatesQuery(app, 'job'), enabled: opened });
  const jobs = (templates.data ?? []).filter((template) => template.kind === 'job');
  return (
    <Menu
      // Without it Mantine puts a focusable role=presentation element in the menu (axe: aria-required-children).
      withInitialFocusPlaceholder={false}
      shadow="md"
      position="bottom-end"
      opened={opened}
      onChange={setOpened}
      withinPortal
    >
      <Menu.Target>
        <ActionIcon {...templateMenuButtonProps} ref={button}>
          <TemplateMenuButtonContent />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t`New job from template`}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not a form fieldset. */}
        <div role="group" aria-label={t`Whole-job templates`}>
          <Menu.Label aria-hidden>
            <Trans>New job from template</Trans>
          </Menu.Label>
          {templates.isPending ? (
            <Menu.Label>
              <Trans>Loading…</Trans>
            </Menu.Label>
          ) : null}
          {jobs.map((template) => (
            <Menu.Item
              key={template.id}
              component="a"
              href={formatRoute({ name: 'new-job', duplicateOf: null, fromTemplate: template.id })}
            >
              {template.name}
            </Menu.Item>
          ))}
          {templates.isSuccess && jobs.length === 0 ? (
            <Menu.Label>
              <Trans>No whole-job templates yet</Trans>
            </Menu.Label>
          ) : null}
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item component="a" href={formatRoute({ name: 'templates' })}>
          <Trans>Manage templates…</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

// The description toolbar's "Insert template" menu: the recruiter's pieces of text by purpose, inserted at
// the cursor; with none yet, the starter texts to add and a way to the Templates screen. Keyboard: Tab to
// the button, Enter or Arrow Down opens, arrows move, Enter inserts, Esc closes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TextTemplate } from '../../../src-shared/schemas/templates.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { formatRoute } from '../core/routes.ts';
import { useAddStarterTemplates } from './templates/mutations.ts';
import { templatesQuery } from './templates/queries.ts';
import { groupByPurpose } from './templates/template-words.ts';

export function TemplateInsertControl() {
  const { t } = useLingui();
  const { editor } = useRichTextEditorContext();
  const { app } = useCore();
  const templates = useQuery(templatesQuery(app, 'text'));
  const addStarters = useAddStarterTemplates();
  const texts = (templates.data ?? []).filter(
    (template): template is TextTemplate => template.kind === 'text',
  );

  const insert = (template: TextTemplate) => {
    editor?.chain().focus().insertContent(template.html).run();
  };

  return (
    <Menu
      // Without it Mantine puts a focusable role=presentation element in the menu (axe: aria-required-children).
      withInitialFocusPlaceholder={false}
      shadow="md"
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <RichTextEditor.Control aria-label={t`Insert template`} title={t`Insert template`}>
          <IconTemplate aria-hidden size={16} stroke={1.6} />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown aria-label={t`Templates`} mah={360} style={{ overflowY: 'auto' }}>
        {templates.isPending || templates.isError ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not a form fieldset.
          <div role="group" aria-label={t`Templates`}>
            <Menu.Label>
              {templates.isError ? coreErrorMessage(templates.error) : <Trans>Loading templates…</Trans>}
            </Menu.Label>
          </div>
        ) : null}
        {groupByPurpose(texts).map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not a form fieldset.
          <div role="group" aria-label={group.label} key={group.purpose}>
            <Menu.Label aria-hidden>{group.label}</Menu.Label>
            {group.templates.map((template) => (
              <Menu.Item key={template.id} onClick={() => insert(template)}>
                {template.name}
              </Menu.Item>
            ))}
          </div>
        ))}
        {templates.isSuccess && texts.length === 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not a form fieldset.
          <div role="group" aria-label={t`No templates yet`}>
            <Menu.Label aria-hidden>
              <Trans>No templates yet</Trans>
            </Menu.Label>
            <Menu.Item
              onClick={() =>
                addStarters.mutate(undefined, {
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t`The starter texts were not added`,
                      message: coreErrorMessage(error),
                    }),
                })
              }
            >
              <Trans>Add the starter texts (company, benefits, equal opportunity, AI)</Trans>
            </Menu.Item>
          </div>
        ) : null}
        <Menu.Divider role="separator" />
        <Menu.Item component="a" href={formatRoute({ name: 'templates' })}>
          <Trans>Manage templates…</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

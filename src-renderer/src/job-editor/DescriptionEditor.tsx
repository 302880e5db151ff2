// The description input: TipTap through Mantine's RichTextEditor, with a toolbar of exactly what the board allows.
import './spelling/spelling.css';
import { useLingui } from '@lingui/react/macro';
import { Group, Input, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { DescriptionLinkControl } from './DescriptionLinkControl.tsx';
import { descriptionExtensions } from './description-extensions.ts';
import { descriptionHtmlOf } from './description-html.ts';
import { SpellingContext } from './spelling/editor-spelling.ts';
import { SpellingLanguageSelect } from './spelling/SpellingLanguageSelect.tsx';
import { SpellingSuggestionsMenu } from './spelling/SpellingSuggestionsMenu.tsx';
import {
  createSpellingPlugin,
  type SpellingMenuRequest,
  SUGGESTIONS_SHORTCUT,
  spellingPluginKey,
} from './spelling/spelling-extension.ts';
import { TemplateInsertControl } from './TemplateInsertControl.tsx';

export type DescriptionEditorProps = {
  /** The HTML the editor starts with (and is reset to when `resetKey` changes). */
  initialHtml: string;
  resetKey: string;
  error: string | undefined;
  /**
   * Called shortly after typing pauses, and at once on blur: reading the HTML of a long description on
   * every key would cost more than a frame.
   */
  onChange(html: string): void;
  /** Every change, at once, without reading the HTML. */
  onTyping(): void;
  onBlur(): void;
  /** The editor, once built: the screen reads its HTML synchronously when saving. */
  onReady(editor: Editor | null): void;
  /** The HTML the editor made of `initialHtml` (loading normalises it), so it does not read as an edit. */
  onNormalized(html: string): void;
  /** The input's label; default "Description". */
  label?: string;
  /** Whether the label says the input is required; default true. */
  required?: boolean;
  /** The toolbar's "Insert template" menu (not in the Templates screen's own editor). */
  withTemplates?: boolean;
};

const CHANGE_DELAY_MS = 150;

export function DescriptionEditor({
  initialHtml,
  resetKey,
  error,
  onChange,
  onTyping,
  onBlur,
  onReady,
  onNormalized,
  label,
  required = true,
  withTemplates = false,
}: DescriptionEditorProps) {
  const { t } = useLingui();
  const shownLabel = label ?? t`Description`;
  const shortcut = SUGGESTIONS_SHORTCUT.label;
  const labelId = useId();
  const errorId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onChange, onTyping, onBlur, onNormalized });
  callbacks.current = { onChange, onTyping, onBlur, onNormalized };

  const editor = useEditor({
    extensions: descriptionExtensions(),
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // useEditor passes its options again on every render, so the error state reaches the editable here.
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        // JobDesk checks the description itself (marks and suggestions in the editor's language): the
        // browser's checker, on in the desktop window, would underline the same words a second time.
        spellcheck: 'false',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onCreate: ({ editor: created }) => callbacks.current.onNormalized(descriptionHtmlOf(created)),
    onUpdate: ({ editor: updated }) => {
      callbacks.current.onTyping();
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        callbacks.current.onChange(descriptionHtmlOf(updated));
      }, CHANGE_DELAY_MS);
    },
    onBlur: ({ editor: blurred }) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      callbacks.current.onChange(descriptionHtmlOf(blurred));
      callbacks.current.onBlur();
    },
  });

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // Spelling, in the job editor only (its context): the plugin comes and goes with the checker.
  const spelling = useContext(SpellingContext);
  const checker = spelling?.checker ?? null;
  const [menuRequest, setMenuRequest] = useState<SpellingMenuRequest | null>(null);
  useEffect(() => {
    if (checker === null || editor.isDestroyed) return;
    const markTitle = t`Possible misspelling: right-click or press ${shortcut} for suggestions`;
    editor.registerPlugin(createSpellingPlugin({ checker, markTitle, openMenu: setMenuRequest }));
    return () => {
      if (!editor.isDestroyed) editor.unregisterPlugin(spellingPluginKey);
    };
  }, [checker, editor, t]);

  useEffect(() => {
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);

  // A restore or a reload from the core replaces the content without it reading as typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new resetKey replaces the content.
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.commands.setContent(initialHtml, { emitUpdate: false });
    callbacks.current.onNormalized(descriptionHtmlOf(editor));
  }, [resetKey]);

  return (
    <div>
      <Group justify="space-between" align="flex-end" gap="xs" mb={4} wrap="wrap">
        <Input.Label id={labelId} required={required} component="div" onClick={() => editor.commands.focus()}>
          {shownLabel}
        </Input.Label>
        {spelling !== null ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {spelling.unavailable ?? t`Spelling: ${shortcut} or right-click a marked word for suggestions`}
            </Text>
            <SpellingLanguageSelect spelling={spelling} />
          </Group>
        ) : null}
      </Group>
      <RichTextEditor
        editor={editor}
        variant="subtle"
        data-invalid={error ? true : undefined}
        // The toolbar's buttons are named in the screen's language (Mantine's own names are English).
        labels={{
          boldControlLabel: t`Bold`,
          italicControlLabel: t`Italic`,
          bulletListControlLabel: t`Bulleted list`,
          orderedListControlLabel: t`Numbered list`,
          unlinkControlLabel: t`Remove link`,
          linkEditorInputLabel: t`Link address`,
        }}
      >
        <RichTextEditor.Toolbar aria-label={t`${shownLabel} formatting`}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <DescriptionLinkControl />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {withTemplates ? (
            <RichTextEditor.ControlsGroup>
              <TemplateInsertControl />
            </RichTextEditor.ControlsGroup>
          ) : null}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      {spelling !== null ? (
        <SpellingSuggestionsMenu
          editor={editor}
          checker={checker}
          request={menuRequest}
          onAddToDictionary={(word) => void spelling.addToDictionary(word)}
          onClose={() => setMenuRequest(null)}
        />
      ) : null}
      {error ? (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}

// The toolbar's link button: a link address and "Open in a new tab", the only link attributes the board allows.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { checkLinkHref } from '../../../src-shared/description/check-link.ts';
import { NEW_TAB_TARGET } from './description-extensions.ts';

export function DescriptionLinkControl() {
  const { t } = useLingui();
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const [newTab, setNewTab] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  const open = () => {
    const current = editor?.getAttributes('link') ?? {};
    setHref(typeof current.href === 'string' ? current.href : '');
    setNewTab(typeof current.href === 'string' ? current.target === NEW_TAB_TARGET : true);
    setProblem(null);
    setOpened(true);
  };

  const apply = () => {
    const address = href.trim();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (address === '') {
      chain?.unsetLink().run();
      setOpened(false);
      return;
    }
    const why = checkLinkHref(address);
    if (why !== undefined) {
      setProblem(why);
      return;
    }
    chain?.setLink({ href: address, target: newTab ? NEW_TAB_TARGET : null }).run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal shadow="md" position="bottom-start">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={open}
          aria-label={t`Link`}
          title={t`Link`}
          active={editor?.isActive('link') ?? false}
        >
          <IconLink size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={320}>
          <TextInput
            id={inputId}
            label={t`Link address`}
            placeholder={t`https://example.com/careers`}
            value={href}
            error={problem}
            onChange={(event) => setHref(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
          <Checkbox
            label={t`Open in a new tab`}
            checked={newTab}
            onChange={(event) => setNewTab(event.currentTarget.checked)}
          />
          <Button onClick={apply} w="fit-content">
            <Trans>Apply link</Trans>
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

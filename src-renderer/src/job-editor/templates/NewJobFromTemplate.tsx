// The header's "New job from template" button. Its menu (Mantine's Menu, with floating-ui) loads after the
// first screen; until then the button stands alone, and a click on it loads the menu at once, open. The
// button the menu brings takes the stand-in's place and, when the keyboard was on it, the focus.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { AfterFirstScreen } from '../../core/AfterFirstScreen.tsx';
import { lazyPart } from '../../core/loadable-part.tsx';

const NewJobFromTemplateMenu = lazyPart(() =>
  import('./NewJobFromTemplateMenu.tsx').then((module) => ({ default: module.NewJobFromTemplateMenu })),
);

/** The button as the menu shows it too, so that the one replacing the other looks the same. */
export function useTemplateMenuButtonProps() {
  const { t } = useLingui();
  const name = t`New job from template`;
  return { variant: 'filled', size: 36, 'aria-label': name, title: name } as const;
}

export function TemplateMenuButtonContent() {
  return <IconChevronDown aria-hidden size={18} />;
}

export function NewJobFromTemplate() {
  const templateMenuButtonProps = useTemplateMenuButtonProps();
  const [clicked, setClicked] = useState(false);
  // Whether the keyboard is on the stand-in: the menu's button takes its place and the focus with it. A
  // removed element gets no blur, so this still holds when the menu mounts.
  const standInFocused = useRef(false);
  const standIn = (
    <ActionIcon
      {...templateMenuButtonProps}
      aria-haspopup="menu"
      onClick={() => setClicked(true)}
      onFocus={() => {
        standInFocused.current = true;
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
      // The stand-in is drawn again as the menu's loading fallback (a new element): the focus goes with it,
      // or for that moment it would be on the page's body and a Tab would start from the top.
      ref={(button: HTMLButtonElement | null) => {
        if (button !== null && standInFocused.current && document.activeElement !== button) button.focus();
      }}
    >
      <TemplateMenuButtonContent />
    </ActionIcon>
  );
  return (
    <AfterFirstScreen fallback={standIn} failure={standIn} now={clicked}>
      <NewJobFromTemplateMenu takeFocus={standInFocused} openAtOnce={clicked} />
    </AfterFirstScreen>
  );
}

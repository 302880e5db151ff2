// The list of keyboard shortcuts `?` opens (and Help > Keyboard shortcuts in the desktop app): every shortcut
// of the one table (src-shared/keyboard/shortcuts.ts), with the keys of this computer (⌘ on a Mac).
import { useLingui } from '@lingui/react/macro';
import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { type Chord, SHORTCUTS } from '../../../src-shared/keyboard/shortcuts.ts';
import { chordName, keyCapsOf } from './key-caps.ts';

export function ShortcutsDialog({
  opened,
  onClose,
  onClosed,
  isMac,
}: {
  opened: boolean;
  onClose: () => void;
  /** Once closed and faded out. */
  onClosed: () => void;
  isMac: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      // The frame gives the focus back to where it was (AppFrame.tsx).
      returnFocus={false}
      title={t`Keyboard shortcuts`}
      size="lg"
      centered
    >
      <Table verticalSpacing={6} striped="even" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Action`}</Table.Th>
            <Table.Th scope="col">{t`Keys`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.id}>
              <Table.Td>{i18n._(shortcut.label)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {shortcut.chords.map((chord, index) => (
                    <Fragment key={chordName(chord, isMac)}>
                      {index > 0 && (
                        <Text span size="sm" c="dimmed">
                          {t`or`}
                        </Text>
                      )}
                      <Keys chord={chord} isMac={isMac} />
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        {t`? opens this list outside text fields; in a field it types a question mark.`}
      </Text>
    </Modal>
  );
}

function Keys({ chord, isMac }: { chord: Chord; isMac: boolean }) {
  const caps = keyCapsOf(chord, isMac);
  // One name for a screen reader ("Ctrl+Shift+Y"), the caps drawn apart for the eye.
  return (
    <Group gap={4} wrap="nowrap" aria-label={chordName(chord, isMac)} role="group">
      {caps.map((cap) => (
        <Kbd key={cap} size="sm" aria-hidden>
          {cap}
        </Kbd>
      ))}
    </Group>
  );
}

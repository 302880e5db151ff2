// The keys of a shortcut as printed on a keyboard, for the list of shortcuts: ⌘ and ⇧ on a Mac, Ctrl and Shift
// (Maj in French) elsewhere, named keys in the UI's language.
import { t } from '@lingui/core/macro';
import type { Chord } from '../../../src-shared/keyboard/shortcuts.ts';

export function keyCapsOf(chord: Chord, isMac: boolean): string[] {
  const caps: string[] = [];
  if (chord.mod) caps.push(isMac ? '⌘' : t`Ctrl`);
  if (chord.shift) caps.push(isMac ? '⇧' : t`Shift`);
  caps.push(keyName(chord.key));
  return caps;
}

function keyName(key: string): string {
  switch (key) {
    case 'enter':
      return t`Enter`;
    case 'escape':
      return t`Esc`;
    default:
      return key.toUpperCase();
  }
}

/** The keys read aloud as one name ("Ctrl+Shift+Y"), for a screen reader and a tooltip. */
export function chordName(chord: Chord, isMac: boolean): string {
  return keyCapsOf(chord, isMac).join(isMac ? '' : '+');
}

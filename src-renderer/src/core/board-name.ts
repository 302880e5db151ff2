// A board's name as the screen shows it: the first board's, until the recruiter names it, in the screen's language
// (« Site d’emploi »); a name the recruiter gave, as they wrote it. Settings, the editor, the list, its CSV and
// its printout all name boards through it.
import { t } from '@lingui/core/macro';
import { FIRST_BOARD_NAME } from '../../../src-shared/schemas/boards.ts';

export function shownBoardName(name: string): string {
  return name === FIRST_BOARD_NAME ? t`Job board` : name;
}

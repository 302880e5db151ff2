// The desktop menu's own words (its menus and the platform's standard items, which Electron labels in English
// only), in the UI's catalogs beside the shortcuts' labels (shortcuts.ts): one catalog for the menu and the page.
import type { MessageDescriptor } from './message-descriptor.ts';

export type MenuWord =
  | 'file'
  | 'edit'
  | 'view'
  | 'window'
  | 'help'
  | 'about'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'minimize'
  | 'zoom'
  | 'front';

// As Lingui's `msg` macro writes them: each id is its message's hash (checked by shortcuts.test.ts).
export const MENU_WORDS: Readonly<Record<MenuWord, MessageDescriptor>> = {
  file: /*i18n*/ { id: 'J2eKUI', message: 'File' },
  edit: /*i18n*/ { id: 'HarjJz', message: 'Edit', context: 'menu' },
  view: /*i18n*/ { id: 'jpctdh', message: 'View' },
  window: /*i18n*/ { id: 'T3Mld1', message: 'Window' },
  help: /*i18n*/ { id: 'c3XJ18', message: 'Help' },
  about: /*i18n*/ { id: 'ujxnBs', message: 'About JobDesk' },
  undo: /*i18n*/ { id: '9uI_rE', message: 'Undo' },
  redo: /*i18n*/ { id: 'H3oH0g', message: 'Redo' },
  cut: /*i18n*/ { id: 'cCd8Bs', message: 'Cut' },
  copy: /*i18n*/ { id: 'he3ygx', message: 'Copy' },
  paste: /*i18n*/ { id: 'HzVv6g', message: 'Paste' },
  pasteAndMatchStyle: /*i18n*/ { id: 'ihVH3t', message: 'Paste and Match Style' },
  delete: /*i18n*/ { id: 'cnGeoo', message: 'Delete' },
  selectAll: /*i18n*/ { id: 'mCB6Je', message: 'Select All' },
  reload: /*i18n*/ { id: 'HpK_8d', message: 'Reload' },
  forceReload: /*i18n*/ { id: '2CHoQv', message: 'Force Reload' },
  toggleDevTools: /*i18n*/ { id: 'pgDlbM', message: 'Toggle Developer Tools' },
  resetZoom: /*i18n*/ { id: 'FF7V5K', message: 'Actual Size' },
  zoomIn: /*i18n*/ { id: 'Dz7fsq', message: 'Zoom In' },
  zoomOut: /*i18n*/ { id: 'bbJ-VR', message: 'Zoom Out' },
  togglefullscreen: /*i18n*/ { id: 'LTeJuX', message: 'Toggle Full Screen' },
  services: /*i18n*/ { id: 'MILoeL', message: 'Services' },
  hide: /*i18n*/ { id: 'Ta4OPW', message: 'Hide JobDesk' },
  hideOthers: /*i18n*/ { id: 'vO2v-0', message: 'Hide Others' },
  unhide: /*i18n*/ { id: 'MWB7fV', message: 'Show All' },
  quit: /*i18n*/ { id: 'MN3Oxg', message: 'Quit JobDesk' },
  close: /*i18n*/ { id: 'aRI3Om', message: 'Close Window' },
  minimize: /*i18n*/ { id: '3TSz9S', message: 'Minimize' },
  zoom: /*i18n*/ { id: 'ACjxWW', message: 'Zoom' },
  front: /*i18n*/ { id: 'bjsEcb', message: 'Bring All to Front' },
};

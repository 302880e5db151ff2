// Renders build/icon.svg, the one source image, into build/icon.png (1024×1024); electron-builder makes
// the Windows .ico, the macOS .icns and the Linux sizes from that PNG. Run before packaging.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const ICON_SOURCE = resolve(import.meta.dirname, '../build/icon.svg');
export const ICON_PNG = resolve(import.meta.dirname, '../build/icon.png');
export const ICON_SIZE = 1024;

export function renderIcon(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

if (import.meta.main) {
  writeFileSync(ICON_PNG, renderIcon(readFileSync(ICON_SOURCE, 'utf8'), ICON_SIZE));
  console.log(`wrote ${ICON_PNG}`);
}

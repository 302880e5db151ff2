import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SIZE, ICON_SOURCE, renderIcon } from './generate-icons.ts';

describe('icon generation', () => {
  it('renders the source SVG into a square PNG large enough for every platform (macOS needs 512+)', () => {
    const png = renderIcon(readFileSync(ICON_SOURCE, 'utf8'), ICON_SIZE);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, right after the 8-byte signature and the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
    expect(png.length).toBeGreaterThan(5000);
  });
});

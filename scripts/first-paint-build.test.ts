import { describe, expect, it } from 'vitest';
import { withFirstPaint } from './first-paint-build.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="./assets/icon-D7lTDgu3.svg" />
    <script type="module" crossorigin src="./assets/index-93XehRE8.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/zod-BED8OffJ.js">
    <link rel="stylesheet" crossorigin href="./assets/index-DsMKAJey.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the first paint in the built page', () => {
  it('names the entry and the modules to preload in the first-paint script, before the head’s links, and leaves them out of the page', () => {
    const page = withFirstPaint(
      BUILT,
      'assets/first-paint-9876543210.js',
      'assets/first-paint-painter-0123456789.js',
    );
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    const firstPaint = page.indexOf(
      '<script src="./assets/first-paint-9876543210.js" data-jobdesk-painter="./assets/first-paint-painter-0123456789.js" data-jobdesk-entry="./assets/index-93XehRE8.js" data-jobdesk-preloads="./assets/index-93XehRE8.js ./assets/zod-BED8OffJ.js"></script>',
    );
    expect(firstPaint).toBeGreaterThan(page.indexOf('<meta charset'));
    expect(firstPaint).toBeLessThan(page.indexOf('<link'));
    expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/index-DsMKAJey.css">');
  });

  it('runs the first paint at the end of the head when it has no link', () => {
    const page = withFirstPaint(
      BUILT.replace(/\n\s*<link rel="(icon|stylesheet)"[^>]*>/g, ''),
      'assets/first-paint-9876543210.js',
      'assets/first-paint-painter-0123456789.js',
    );
    expect(page.indexOf('<script src="./assets/first-paint-9876543210.js"')).toBeLessThan(
      page.indexOf('</head>'),
    );
    expect(page.indexOf('<script src="./assets/first-paint-9876543210.js"')).toBeGreaterThan(
      page.indexOf('<meta charset'),
    );
  });

  it('fails the build when the page has no entry script to start', () => {
    expect(() => withFirstPaint('<html><body></body></html>', 'assets/f.js', 'assets/p.js')).toThrow(
      /no entry module script/,
    );
  });
});

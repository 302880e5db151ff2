import { describe, expect, it } from 'vitest';
import { withFirstPaint } from './first-paint-build.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="./assets/index-93XehRE8.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/zod-BED8OffJ.js">
    <link rel="stylesheet" crossorigin href="./assets/index-DsMKAJey.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the first paint in the built page', () => {
  it('turns the entry script into a marked modulepreload, the first paint asked for before it, run deferred and naming its painter', () => {
    const page = withFirstPaint(BUILT, 'assets/first-paint-painter-0123456789.js');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="./assets/index-93XehRE8.js" data-jobdesk-entry>',
    );
    const firstPaint = page.indexOf(
      '<script src="./first-paint.js" data-jobdesk-painter="./assets/first-paint-painter-0123456789.js" defer></script>',
    );
    expect(firstPaint).toBeGreaterThan(-1);
    expect(firstPaint).toBeLessThan(page.indexOf('data-jobdesk-entry'));
  });

  it('fails the build when the page has no entry script to start', () => {
    expect(() => withFirstPaint('<html><body></body></html>', 'assets/p.js')).toThrow(
      /no entry module script/,
    );
  });
});

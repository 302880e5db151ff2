// The API cases against a board someone else runs (JOBDESK_API_BASE, JOBDESK_API_KEY, JOBDESK_API_KEY2);
// `npm run test:api -- --base URL --key K1 --key2 K2` sets them. Without them it reports one skipped test,
// never a passed one, and prints why.
import { afterAll, describe, it } from 'vitest';
import { readExternalTarget } from '../helpers/external-target.ts';
import { defineJobBoardCases } from './job-board.cases.ts';

const SKIP_REASON =
  'skipped: set JOBDESK_API_BASE (npm run test:api -- --base URL --key K1 --key2 K2) to run the API cases against a running server';

const target = readExternalTarget();

if (target === null) {
  console.info(`tests/api/external.test.ts ${SKIP_REASON}`);
  describe('the job board API at an external base URL', () => {
    it.skip(SKIP_REASON, () => {});
  });
} else {
  describe(`the job board API at ${target.baseUrl}`, () => {
    afterAll(() => target.close());
    defineJobBoardCases(() => target);
  });
}

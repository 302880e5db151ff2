// The API cases against the board core in process: Requests straight to its fetch handler, no port.
import { afterAll, beforeAll, describe } from 'vitest';
import type { ApiTarget } from '../helpers/api-target.ts';
import { createInProcessTarget } from '../helpers/in-process-target.ts';
import { defineJobBoardCases } from './job-board.cases.ts';

describe('the job board API in process', () => {
  let target: ApiTarget | undefined;
  beforeAll(async () => {
    target = await createInProcessTarget();
  }, 60_000);
  afterAll(() => target?.close());

  defineJobBoardCases(() => {
    if (!target) throw new Error('The in-process board did not start.');
    return target;
  });
});

// The one shared case file of the job board's API: every endpoint, status code and decision of
// api-decisions.md, run by each runner against its own host (in process, over HTTP, external).
// Cases never share data: each creates the jobs it needs, marked with its own unique token.
import type { ApiTarget } from '../helpers/api-target.ts';
import { defineCreateAndReadCases } from './cases/create-and-read.cases.ts';
import { defineDeleteCases } from './cases/delete.cases.ts';
import { defineListCases } from './cases/list.cases.ts';
import { defineReferenceListCases } from './cases/reference-lists.cases.ts';
import { defineStatusAndDateCases } from './cases/status-and-dates.cases.ts';
import { defineUpdateCases } from './cases/update.cases.ts';
import { defineValidationCases } from './cases/validation.cases.ts';
import { defineWireCases } from './cases/wire.cases.ts';

/** Registers every case; `getTarget` is called inside each test, after the runner's beforeAll started it. */
export function defineJobBoardCases(getTarget: () => ApiTarget): void {
  defineCreateAndReadCases(getTarget);
  defineUpdateCases(getTarget);
  defineDeleteCases(getTarget);
  defineStatusAndDateCases(getTarget);
  defineListCases(getTarget);
  defineValidationCases(getTarget);
  defineReferenceListCases(getTarget);
  defineWireCases(getTarget);
}

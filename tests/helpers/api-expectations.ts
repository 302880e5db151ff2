// Assertions shared by the API cases: the wire format of api-decisions.md (content type, the one error
// body) and small steps every case needs (a client for a key, creating a job).
import { expect } from 'vitest';
import {
  createJobBoardClient,
  type JobBoardClient,
  type JobRequestBody,
} from '../../src-shared/client/index.ts';
import {
  type ErrorBody,
  ErrorBodySchema,
  type ErrorType,
  type Job,
  JobSchema,
} from '../../src-shared/schemas/resources.ts';
import type { ApiTarget } from './api-target.ts';
import { validJobBody } from './job-bodies.ts';
import type { RawAnswer } from './raw-request.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** `toISOString()` form: what the board writes for every date. */
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How far a board's clock may be from ours (an external board runs on another machine). */
export const CLOCK_SLACK_MS = 2 * 60 * 1000;
/** Lines of a JavaScript stack trace, or an exception's name leaking into a message. */
export const STACK_TRACE = /\n\s+at |^\s*at .+:\d+:\d+|\b[A-Z][A-Za-z]*Error:/m;

export function clientFor(target: ApiTarget, key: string | null = target.keyA): JobBoardClient {
  return createJobBoardClient({ baseUrl: target.baseUrl, getApiKey: () => key, fetch: target.fetch });
}

export function expectJsonContentType(answer: RawAnswer): void {
  const contentType = answer.headers.get('content-type') ?? '';
  expect(contentType.toLowerCase().replace(/\s+/g, ''), answer.summary).toBe(
    'application/json;charset=utf-8',
  );
}

/** A 2xx with a JSON body: checks the status and content type, returns the parsed body. */
export function expectJson(answer: RawAnswer, status: number): unknown {
  expect(answer.status, answer.summary).toBe(status);
  expectJsonContentType(answer);
  expect(answer.json, answer.summary).toBeDefined();
  return answer.json;
}

/** A 2xx whose body is a Job. */
export function expectJob(answer: RawAnswer, status: number): Job {
  const parsed = JobSchema.safeParse(expectJson(answer, status));
  expect(parsed.error?.issues ?? [], answer.summary).toEqual([]);
  return parsed.data as Job;
}

/**
 * The one error body of api-decisions.md with this status and type, JSON content type, at least one
 * non-empty message and no stack trace.
 */
export function expectError(answer: RawAnswer, status: number, type: ErrorType): ErrorBody['error'] {
  expect(answer.status, answer.summary).toBe(status);
  expectJsonContentType(answer);
  const parsed = ErrorBodySchema.safeParse(answer.json);
  expect(parsed.error?.issues ?? [], answer.summary).toEqual([]);
  const error = (parsed.data as ErrorBody).error;
  expect(error.type, answer.summary).toBe(type);
  for (const message of error.messages) expect(message.trim(), answer.summary).not.toBe('');
  expect(answer.text, answer.summary).not.toMatch(STACK_TRACE);
  return error;
}

/** A 400 ValidationException with a field error whose path is one of `paths`; returns that field error. */
export function expectFieldError(
  answer: RawAnswer,
  paths: string | readonly string[],
): { path: string; message: string } {
  const wanted = typeof paths === 'string' ? [paths] : paths;
  const error = expectError(answer, 400, 'ValidationException');
  const field = error.fields?.find((candidate) => wanted.includes(candidate.path));
  expect(field, `no field error on ${wanted.join(' or ')}: ${answer.summary}`).toBeDefined();
  expect(field?.message.trim(), answer.summary).not.toBe('');
  return field as { path: string; message: string };
}

/** A 204 with an empty body. */
export function expectNoContent(answer: RawAnswer): void {
  expect(answer.status, answer.summary).toBe(204);
  expect(answer.text, answer.summary).toBe('');
}

/** Creates a job through the client (POST /jobs) and returns it; fails the test when the board refuses. */
export async function createJob(
  target: ApiTarget,
  body: JobRequestBody = validJobBody(),
  key: string = target.keyA,
): Promise<Job> {
  const created = await clientFor(target, key).createJob(body);
  if (!created.ok) throw new Error(`POST /jobs failed: ${created.error.message}`);
  return created.value.job;
}

/** Reads a job through the client; fails the test when it is not there. */
export async function readJob(target: ApiTarget, id: number, key: string = target.keyA): Promise<Job> {
  const read = await clientFor(target, key).getJob(id);
  if (!read.ok) throw new Error(`GET /jobs/${id} failed: ${read.error.message}`);
  return read.value;
}

/** An ISO date the board wrote, within CLOCK_SLACK_MS of [before, after] on our clock. */
export function expectRecentDate(iso: string, before: number, after: number): void {
  expect(iso).toMatch(ISO_UTC);
  const time = Date.parse(iso);
  expect(time).toBeGreaterThanOrEqual(before - CLOCK_SLACK_MS);
  expect(time).toBeLessThanOrEqual(after + CLOCK_SLACK_MS);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

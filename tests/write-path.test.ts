// Proves the one write path of architecture.md: a job, its postings, its outbox rows, its board rows and its
// history are written only by the domain's commands in src-main/jobs/ (store/ defines the repositories they
// call), and a job's change is published only from there, inside the command's transaction. The check reads
// every module of src-main; it is proven against planted violations first, as the layer check is.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '..');

const SQL_WRITE = 'writes those tables in SQL';

/** Each way of writing those tables, and the words a failure says. */
const WRITES: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  {
    pattern: /\bjobs\s*\.\s*(insertJob|updateJob|deleteJob|writeBackJob|restoreJob)\s*\(/,
    what: 'writes a job row',
  },
  {
    pattern:
      /\.\s*(appendOutbox|completeOutbox|failOutbox|requeueOutbox|removeWaitingDeletes|markInFlight|resetOutboxBackoff|requeueInFlightForEmployer)\s*\(/,
    what: 'writes an outbox row',
  },
  {
    pattern: /\bboardJobs(Of\([^)]*\))?\.(save|markMissing|setConflict|setBase|delete)\s*\(/,
    what: "writes a job's board row",
  },
  { pattern: /\bhistory\.append\s*\(/, what: "writes a job's history" },
  { pattern: /\.\s*(savePosting|removePosting|clearPostingStatuses)\s*\(/, what: 'writes a posting' },
  { pattern: /\bboards\.purge\s*\(/, what: 'removes a board with its postings' },
  { pattern: /\bdeletedJobs\.(keep|forget)\s*\(/, what: 'writes a deleted job kept for Undo' },
  {
    pattern: /\bheldStatusChanges\.(keep|forget)\s*\(/,
    what: 'writes a bulk Publish or Archive kept for Undo',
  },
  {
    pattern: /\blanguageVersions\.(link|setPaysOver200k)\s*\(/,
    what: "writes a job's language version or posting answer",
  },
  {
    // Forgetting it with a new address (`employerName: null`) is the board's own change, not a board answer's.
    pattern: /\bboards\s*\.\s*update\s*\([^;]*?\bemployerName:\s*(?![\s]|null\b)/,
    what: "writes the employer a board's jobs show",
  },
  {
    pattern:
      /\b(INSERT(\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+(jobs|postings|outbox|board_jobs|job_history|deleted_jobs|held_status_changes|job_versions|job_posting_answers)\b/,
    what: SQL_WRITE,
  },
  {
    pattern: /\bpublish\s*\(\s*\{\s*type:\s*'job'/,
    what: "publishes a job's change outside the command that wrote it",
  },
];

type Violation = { file: string; line: number; what: string };

/** Where the rule does not reach: the commands themselves, and tests (which build the rows they start from). */
function isExempt(file: string): boolean {
  return file.startsWith('src-main/jobs/') || /\.test\.tsx?$/.test(file) || /\.testing\.tsx?$/.test(file);
}

/**
 * store/ holds the statements that write those tables, each repository its own; one repository calling
 * another's write is a rule of the domain, which belongs in jobs/.
 */
function rulesFor(file: string): typeof WRITES {
  return file.startsWith('src-main/store/') ? WRITES.filter((write) => write.what !== SQL_WRITE) : WRITES;
}

/** The source with its comments blanked out (a comment may name a write; only code makes one), lines kept. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The writes a module of src-main makes outside the one write path; a call may span lines. */
function violationsIn(file: string, source: string): Violation[] {
  if (isExempt(file)) return [];
  const code = withoutComments(source);
  const found: Violation[] = [];
  for (const { pattern, what } of rulesFor(file)) {
    for (const match of code.matchAll(new RegExp(pattern.source, 'g'))) {
      const line = code.slice(0, match.index).split('\n').length;
      found.push({ file, line, what });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function modulesOf(folder: string): string[] {
  return readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));
}

describe('the write path check', () => {
  const planted: Array<[string, string, string]> = [
    ['sync queues an outbox row', 'src-main/sync/bad.ts', 'store.outbox.appendOutbox(entry);'],
    ['sync completes a row', 'src-main/sync/bad.ts', 'context.store.outbox.completeOutbox(seq);'],
    ['the API writes a job', 'src-main/api/bad.ts', 'store.jobs.updateJob(employerId, id, fields);'],
    ['the API deletes a job', 'src-main/api/bad.ts', 'const gone = store.jobs.deleteJob(employerId, id);'],
    ['sync saves a board row', 'src-main/sync/bad.ts', 'store.boardJobs.save(row);'],
    ['sync marks a job missing', 'src-main/sync/bad.ts', 'store.boardJobsOf(2).markMissing(jobId);'],
    ['core writes history', 'src-main/core/bad.ts', "store.history.append(id, { kind: 'pull' });"],
    ['core removes a posting', 'src-main/core/bad.ts', 'boards.removePosting(jobId, boardId);'],
    [
      'the API links a language version',
      'src-main/api/bad.ts',
      'store.languageVersions.link(1, "en", 2, "fr");',
    ],
    [
      'the API writes a job version in SQL',
      'src-main/api/bad.ts',
      "db.prepare('INSERT INTO job_versions VALUES (1)')",
    ],
    [
      'sync keeps the employer a board shows',
      'src-main/sync/bad.ts',
      'store.boards.update(boardId, {\n    employerName: header.employer.name,\n  });',
    ],
    ['core deletes postings in SQL', 'src-main/core/bad.ts', "db.prepare('DELETE FROM postings WHERE x')"],
    [
      'sync publishes a job change',
      'src-main/sync/bad.ts',
      "store.changes.publish({\n    type: 'job',\n    jobId,\n    change: 'sync-state',\n  });",
    ],
    ['a repository posts a job through another', 'src-main/store/bad.ts', 'boards.savePosting(posting);'],
    ['a repository writes history through another', 'src-main/store/bad.ts', 'history.append(jobId, entry);'],
    [
      'the API writes a job over two lines',
      'src-main/api/bad.ts',
      'store.jobs\n    .updateJob(1, id, fields);',
    ],
  ];

  it.each(planted)('fails when %s', (_, file, code) => {
    expect(violationsIn(file, `export function bad() {\n  ${code}\n}\n`)).toHaveLength(1);
  });

  it('lets the commands in src-main/jobs/ write, a repository hold its SQL, and sync call the board over HTTP', () => {
    expect(violationsIn('src-main/jobs/good.ts', 'store.outbox.appendOutbox(entry);\n')).toEqual([]);
    expect(
      violationsIn('src-main/store/good.ts', "db.prepare('DELETE FROM outbox WHERE seq = ?');\n"),
    ).toEqual([]);
    expect(violationsIn('src-main/sync/good.ts', 'await client.deleteJob(plan.remoteId);\n')).toEqual([]);
    expect(violationsIn('src-main/sync/good.ts', '// store.boardJobs.delete(jobId) is a command\n')).toEqual(
      [],
    );
    expect(
      violationsIn('src-main/sync/good.ts', '/**\n * store.history.append(jobId, entry)\n */\n'),
    ).toEqual([]);
  });

  it('finds no write of a job, posting, outbox row, board row or history entry outside src-main/jobs/', () => {
    const files = modulesOf('src-main');
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      violationsIn(file, readFileSync(join(projectRoot, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });
});

// Deterministic, realistic job data for the benches: titles with common and rare words, varied reference
// ids, Canadian cities and HTML descriptions, as stored jobs (for seeding) and as POST bodies.
import type { RandomSource } from '../src-main/host/seeded-random.ts';
import type { JobStatus } from '../src-shared/schemas/resources.ts';

// Common roles: each is in a few percent of titles, so a term like "engineer" matches thousands at 100k.
// bench/store-search.ts draws from the first 20: reordering or inserting among them changes its data.
export const COMMON_ROLES: readonly string[] = [
  'Software Engineer',
  'Registered Nurse',
  'Cuisinier',
  'Ébéniste',
  'Truck Driver',
  'Cashier',
  'Accountant',
  'Electrician',
  'Welder',
  'Customer Service Representative',
  'Sales Associate',
  'Warehouse Worker',
  'Administrative Assistant',
  'Teacher',
  'Mechanic',
  'Préposé aux bénéficiaires',
  'Data Analyst',
  'Project Manager',
  'Plumber',
  'Carpenter',
  'Line Cook',
  'Dental Hygienist',
  'Forklift Operator',
  'Civil Engineer',
];
// Rare roles: each in about 1 title of 2,000, so a term like "luthier" matches ~50 jobs at 100k.
const RARE_ROLES = ['Luthier', 'Farrier', 'Zamboni Operator', 'Ice Road Trucker', 'Glassblower'];
const RARE_ROLE_SHARE = 0.0005;
const LEVELS = ['Senior', 'Junior', 'Lead', '', '', '', 'Intern', 'Principal'];

/** Cities with their province code, as a client writes a location (`City, PR`). */
export const BENCH_CITIES: ReadonlyArray<{ name: string; province: string }> = [
  { name: 'Toronto', province: 'ON' },
  { name: 'Montréal', province: 'QC' },
  { name: 'Moncton', province: 'NB' },
  { name: 'Calgary', province: 'AB' },
  { name: 'Halifax', province: 'NS' },
  { name: 'Winnipeg', province: 'MB' },
  { name: 'Vancouver', province: 'BC' },
  { name: 'Ottawa', province: 'ON' },
  { name: 'Québec', province: 'QC' },
  { name: 'Saskatoon', province: 'SK' },
  { name: 'Edmonton', province: 'AB' },
  { name: 'Fredericton', province: 'NB' },
];
const STATUSES: JobStatus[] = ['active', 'active', 'archived', 'draft'];
const REFERENCE_PREFIXES = ['REQ', 'JD', 'HR', 'POS'];

const PARAGRAPHS = [
  'We are hiring. Join a friendly team with good benefits, paid training and a clear path to grow.',
  'You will work with colleagues across the region, take ownership of your day and help customers.',
  'The role is full of variety: no two weeks are the same, and your ideas will be heard and tried.',
  'We offer a competitive salary, a group insurance plan, a pension with matching and four weeks off.',
  'Nous offrons un horaire flexible, des assurances collectives et un programme de formation continue.',
  'Requirements: a high school diploma or equivalent, a valid licence and two years of experience.',
  'Bilingualism (English and French) is an asset. Experience with our tools is welcome but not required.',
];

export type BenchJob = {
  referenceId: string | null;
  title: string;
  status: JobStatus;
  publishDate: string;
  city: { name: string; province: string };
  categoryId: number;
  positionTypeId: number;
  salary: { amount: number; maxAmount: number; periodId: number } | null;
  description: string;
};

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** The reference id of the index-th seeded job: unique, a mix of employer formats, some without one. */
export function seededReferenceId(index: number): string | null {
  if (index % 10 === 9) return null;
  const prefix = REFERENCE_PREFIXES[index % REFERENCE_PREFIXES.length];
  // A permutation of the index (7919 is prime to the modulus), so neighbours do not share digits.
  const code = ((index * 7919) % 1_000_003).toString(36).toUpperCase().padStart(5, '0');
  return `${prefix}-${code}`;
}

/** The title of a job: mostly common roles with a level and a city, a few rare roles. */
function makeTitle(random: RandomSource, city: string): string {
  const role =
    random() < RARE_ROLE_SHARE * RARE_ROLES.length ? pick(RARE_ROLES, random) : pick(COMMON_ROLES, random);
  return `${pick(LEVELS, random)} ${role} - ${city}`.trim();
}

function makeDescription(random: RandomSource): string {
  const count = 3 + Math.floor(random() * 5);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) parts.push(`<p>${pick(PARAGRAPHS, random)}</p>`);
  parts.splice(1, 0, '<ul><li>Day shift</li><li>Benefits from day one</li><li>Free parking</li></ul>');
  return parts.join('');
}

/** The index-th job of a corpus; publish dates spread over 2024–2025, before anything created later. */
export function makeBenchJob(index: number, random: RandomSource): BenchJob {
  const city = pick(BENCH_CITIES, random);
  const amount = 30_000 + Math.floor(random() * 90) * 1000;
  return {
    referenceId: seededReferenceId(index),
    title: makeTitle(random, city.name),
    status: pick(STATUSES, random),
    publishDate: new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700 * 86_400_000)).toISOString(),
    city,
    categoryId: 1 + Math.floor(random() * 30),
    positionTypeId: 1 + Math.floor(random() * 5),
    salary: random() < 0.7 ? { amount, maxAmount: amount + 10_000, periodId: 1 } : null,
    description: makeDescription(random),
  };
}

/** A POST /jobs body for a job (what the sync engine sends: a reference id, every required field). */
export function toCreateBody(job: BenchJob, referenceId: string): Record<string, unknown> {
  return {
    referenceId,
    title: job.title,
    status: job.status,
    locations: [{ description: `${job.city.name}, ${job.city.province}` }],
    categories: [{ id: job.categoryId }],
    positionType: { id: job.positionTypeId },
    salary: job.salary && {
      amount: job.salary.amount,
      maxAmount: job.salary.maxAmount,
      period: { id: job.salary.periodId },
      plusCommission: false,
    },
    description: job.description,
    applicantRoutingType: { id: 1 },
    applicationEmail: 'jobs@example.com',
  };
}

/**
 * The search terms a list measures with, each with its expected selectivity: common words (thousands of
 * matches at 100k), rare ones (a reference id, a rare role, no match) and 1–2 character terms (a search
 * box's first keystrokes, which a trigram index could not serve).
 */
export const SEARCH_TERMS = {
  common: ['engineer', 'senior', 'nurse', 'toronto', 'driver', 'montréal'],
  rare: [
    'luthier',
    'farrier',
    'zamboni',
    'plombier',
    seededReferenceId(4242) ?? '',
    seededReferenceId(777) ?? '',
  ],
  short: ['e', 'er', 'qa', 'xq'],
} as const;

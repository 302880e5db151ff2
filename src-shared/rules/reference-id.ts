// referenceIds: the employer's own job identifier, and the one JobDesk gives every job it creates, so that
// replaying the creation (PUT /jobs by referenceId) any number of times never makes a second job.

/** Crockford's base32: no I, L, O or U, so an id read aloud or retyped from the editor is not misread. */
const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GENERATED_REFERENCE_ID_PREFIX = 'JD-';
/** 10 characters of 5 bits: 50 random bits, so collisions stay unlikely up to millions of jobs per employer. */
const RANDOM_CHARACTERS = 10;

/** Fills `count` random bytes; passed in so tests control it. */
export type RandomBytes = (count: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** A new referenceId such as `JD-7Q2M0KX9TB` (13 characters). Throws if `randomBytes` returns too few bytes. */
export function generateReferenceId(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const bytes = randomBytes(RANDOM_CHARACTERS);
  if (bytes.length < RANDOM_CHARACTERS) {
    throw new RangeError(`generateReferenceId needs ${RANDOM_CHARACTERS} random bytes, got ${bytes.length}.`);
  }
  let id = GENERATED_REFERENCE_ID_PREFIX;
  // 256 is a multiple of 32, so the low 5 bits of a uniform byte are uniform.
  for (const byte of bytes.subarray(0, RANDOM_CHARACTERS)) id += CROCKFORD_BASE32[byte & 31];
  return id;
}

/** Trimmed; `""`, blank, null and absent all mean "no referenceId" and read as null. */
export function normalizeReferenceId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

// Provinces whose posting rules reach a job by the residents it is open to, not where it is located: BC's
// Pay Transparency Act covers a remote job open to BC residents (BC guidance, as one law firm reports it).
// A remote job open to all of Canada, or to BC by name, is open to BC residents.
import type { ProvinceCode } from '../locations/provinces.ts';

const REMOTE =
  /\b(?:remote|work(?:ing)? from home|home[- ]based|t[ée]l[ée]travail)\b|(?<![\p{L}])à distance(?![\p{L}])/iu;
const ALL_OF_CANADA =
  /\b(?:anywhere in Canada|across Canada|Canada[- ]wide|all provinces|any province)\b|(?<![\p{L}])(?:partout au Canada|n[’']importe où au Canada|toutes les provinces|pancanadien(?:ne)?)(?![\p{L}])/iu;
const BRITISH_COLUMBIA =
  /\b(?:British Columbia|B\.C\.|BC)(?![\p{L}])|(?<![\p{L}])Colombie-Britannique(?![\p{L}])/u;

/** The provinces a remote job's description opens it to, whose rules reach residents: BC or none. */
export function openToResidentsOf(text: string): ProvinceCode[] {
  if (!REMOTE.test(text)) return [];
  return ALL_OF_CANADA.test(text) || BRITISH_COLUMBIA.test(text) ? ['BC'] : [];
}

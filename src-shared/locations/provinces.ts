// Canada's 13 provinces and territories: the codes a location description may end with.
import * as z from 'zod/mini';
import { type AppLanguage, DEFAULT_LANGUAGE } from '../i18n/app-language.ts';

export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

/** Each province's and territory's name in French, as Canada's French writes it. */
export const PROVINCE_NAMES_IN_FRENCH: Readonly<Record<(typeof PROVINCES)[number]['code'], string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export const ProvinceCodeSchema = z.enum(PROVINCE_CODES);
export type ProvinceCode = z.infer<typeof ProvinceCodeSchema>;

const provinceCodes: ReadonlySet<string> = new Set(PROVINCE_CODES);

/** True for one of the 13 codes, in capitals exactly; callers uppercase what a person typed first. */
export function isProvinceCode(code: string): code is ProvinceCode {
  return provinceCodes.has(code);
}

/** A province's name by its code ("ON" → "Ontario", in French « Québec »); the code for one not known. */
export function provinceName(code: string, language: AppLanguage = DEFAULT_LANGUAGE): string {
  const province = PROVINCES.find((entry) => entry.code === code);
  if (province === undefined) return code;
  return language === 'fr' ? PROVINCE_NAMES_IN_FRENCH[province.code] : province.name;
}

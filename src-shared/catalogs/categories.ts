// Job categories JobDesk and its test board offer: about 30 common ones, each name at most 40 characters.
// The ids are stored in jobs and sent to the board: never renumber or reuse one; only append.
export const CATEGORIES = [
  { id: 1, name: 'Accounting & Finance' },
  { id: 2, name: 'Administrative & Office' },
  { id: 3, name: 'Agriculture, Forestry & Fishing' },
  { id: 4, name: 'Architecture & Design' },
  { id: 5, name: 'Arts, Media & Entertainment' },
  { id: 6, name: 'Automotive' },
  { id: 7, name: 'Banking & Insurance' },
  { id: 8, name: 'Construction & Skilled Trades' },
  { id: 9, name: 'Customer Service' },
  { id: 10, name: 'Education & Training' },
  { id: 11, name: 'Engineering' },
  { id: 12, name: 'Food Service & Hospitality' },
  { id: 13, name: 'General Labour' },
  { id: 14, name: 'Government & Public Sector' },
  { id: 15, name: 'Healthcare & Nursing' },
  { id: 16, name: 'Human Resources' },
  { id: 17, name: 'Information Technology' },
  { id: 18, name: 'Legal' },
  { id: 19, name: 'Logistics & Transportation' },
  { id: 20, name: 'Management & Executive' },
  { id: 21, name: 'Manufacturing & Production' },
  { id: 22, name: 'Marketing & Communications' },
  { id: 23, name: 'Mining, Oil & Gas' },
  { id: 24, name: 'Non-Profit & Social Services' },
  { id: 25, name: 'Real Estate & Property' },
  { id: 26, name: 'Retail' },
  { id: 27, name: 'Sales' },
  { id: 28, name: 'Science & Research' },
  { id: 29, name: 'Security & Law Enforcement' },
  { id: 30, name: 'Tourism, Sports & Recreation' },
] as const;

export type CategoryEntry = (typeof CATEGORIES)[number];

export function findCategory(id: number): CategoryEntry | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

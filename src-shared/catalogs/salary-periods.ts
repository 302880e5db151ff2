// Salary periods with the ids, names and units of the interface document (ids 1 to 5).
export const SALARY_PERIODS = [
  { id: 1, name: 'Yearly', unit: 'year' },
  { id: 2, name: 'Monthly', unit: 'month' },
  { id: 3, name: 'Weekly', unit: 'week' },
  { id: 4, name: 'Daily', unit: 'day' },
  { id: 5, name: 'Hourly', unit: 'hour' },
] as const;

export type SalaryPeriodEntry = (typeof SALARY_PERIODS)[number];

export function findSalaryPeriod(id: number): SalaryPeriodEntry | undefined {
  return SALARY_PERIODS.find((period) => period.id === id);
}

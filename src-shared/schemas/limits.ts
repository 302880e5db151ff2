// Every numeric limit of the interface document's Limits table, and of api-decisions.md, in one place.
export const LIMITS = {
  locationsPerJob: { min: 1, max: 3 },
  categoriesPerJob: { min: 1, max: 3 },
  pageSize: { default: 10, max: 100 },
  defaultPage: 1,
  defaultJobLifetimeDays: 60,
  autoRefreshIntervalDays: 7,
  referenceIdLength: 50,
  titleLength: 256,
  statusLength: 10,
  applicationEmailLength: 50,
  applicationUrlLength: 200,
  employerNameLength: 128,
  locationNameLength: 256,
  locationDescriptionLength: 300,
  locationTypeLength: 50,
  categoryNameLength: 40,
  positionTypeNameLength: 10,
  salaryPeriodNameLength: 50,
  salaryPeriodUnitLength: 50,
  routingTypeNameLength: 50,
  descriptionLength: 100_000,
  bodyBytes: 1024 * 1024,
  maxInt32: 2_147_483_647,
  /** Job ids in one `GET /app/v1/jobs/sync?ids=` or `POST /app/v1/jobs/bulk` (JobDesk's own; a page of the jobs list). */
  jobIdsPerRequest: 100,
  /** A job board's name as JobDesk shows it (JobDesk's own). */
  boardNameLength: 60,
  /** The boards one job can be posted to, and the boards JobDesk keeps (JobDesk's own). */
  boardsPerJob: 50,
} as const;

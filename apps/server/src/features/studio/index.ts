/** The studio console's server side (issue 17): staff roles, the audit log, the console's API. */

export { rollUpCohorts } from './analytics-cohorts';
export { audited } from './audit';
export {
  ROLLUP_GRACE_MS,
  ROLLUP_VERSION,
  rollUpStudio,
  STUDIO_ROLLUP,
  studioRollupHandler,
} from './dashboard';
export { studioApiRoutes } from './routes';
export { grantRole } from './staff';
export { consoleTag } from './studio-routes';

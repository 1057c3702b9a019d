/** Export my data (issue 19): the routes, the jobs, and the files a sweep must keep. */
export { cleanUpExports, memberExportHandlers } from './member-exports';
export { memberExportRoutes } from './routes';

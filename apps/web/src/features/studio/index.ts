/** The studio console (issue 17): what the app mounts under `consolePaths.root`, and nothing else. */

export { consoleRoutes, loadConsoleFrame } from './routes';
export { consolePaths } from './studio-paths';

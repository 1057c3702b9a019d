/** My week's public surface (issue 19): the router mounts its page. */
export { MyWeekPage } from './pages/my-week-page';

/** My week (issue 19): the week as a calendar, planned workouts and the private calendar feed. */
export { calendarFeedRoutes, weekRoutes } from './routes';

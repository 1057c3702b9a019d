/** The profile feature's public surface (issue 7): activity counters for playback and meals, routes, user fields. */
export { recordActivity } from './activity';
export { profileMemberExtension } from './member-extension';
export { profileRoutes } from './routes';
export { StreakRowJson, streakJson } from './streaks';

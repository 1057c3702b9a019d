/** The profile feature's public surface: home shows the member's streak. The router mounts its pages. */
export { StreakCard } from './stats/streak-card';

/** The profile feature's public surface: the router mounts these pages. */
export { ProfilePage } from './pages/profile-page';
export { ProfileSetupPage } from './pages/profile-setup-page';
export { StreakCard } from './stats/streak-card';

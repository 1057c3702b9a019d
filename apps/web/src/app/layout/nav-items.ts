import { paths } from '../../config/paths';

/** The sections of the main navigation (spec A2). */
export type NavSection = 'home' | 'onDemand' | 'programs' | 'nutrition' | 'profile';

export type NavItem = { section: NavSection; label: string; to: string };

/** Web header tabs. */
export const webTabs: readonly NavItem[] = [
  { section: 'home', label: 'Home', to: paths.home },
  { section: 'onDemand', label: 'On demand', to: paths.onDemand },
  { section: 'programs', label: 'Programs', to: paths.programs },
  { section: 'nutrition', label: 'Nutrition', to: paths.nutrition },
];

/** Phone bottom bar, in the spec's order. */
export const bottomBarItems: readonly NavItem[] = [
  { section: 'home', label: 'Today', to: paths.home },
  { section: 'onDemand', label: 'On demand', to: paths.onDemand },
  { section: 'nutrition', label: 'Nutrition', to: paths.nutrition },
  { section: 'programs', label: 'Programs', to: paths.programs },
  { section: 'profile', label: 'You', to: paths.profile },
];

const SECTION_PREFIXES: readonly [NavSection, readonly string[]][] = [
  ['home', [paths.home]],
  ['onDemand', [paths.onDemand]],
  ['programs', [paths.programs]],
  ['nutrition', [paths.nutrition]],
  // Spec A2: measurements, photos and saved lists count as the profile ("You").
  ['profile', [paths.profile, paths.measurements, paths.progressPhotos, paths.saved()]],
];

const under = (pathname: string, prefix: string): boolean => {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(`${base}/`);
};

/** Which section a path belongs to, for the active state of tabs and the bottom bar. */
export const sectionOf = (pathname: string): NavSection | null =>
  SECTION_PREFIXES.find(([, prefixes]) => prefixes.some((prefix) => under(pathname, prefix)))?.[0] ?? null;

import type { MessageId } from '@studio/shared';
import { paths } from '../../config/paths';

/** The sections of the main navigation (spec A2). */
export type NavSection = 'home' | 'onDemand' | 'programs' | 'nutrition' | 'profile';

/** `label`: the catalogue's message for the tab (shown through `useT`). */
export type NavItem = { section: NavSection; label: MessageId; to: string };

/** Web header tabs. */
export const webTabs: readonly NavItem[] = [
  { section: 'home', label: 'frame.nav.home', to: paths.home },
  { section: 'onDemand', label: 'frame.nav.onDemand', to: paths.onDemand },
  { section: 'programs', label: 'frame.nav.programs', to: paths.programs },
  { section: 'nutrition', label: 'frame.nav.nutrition', to: paths.nutrition },
];

/** Phone bottom bar, in the spec's order. */
export const bottomBarItems: readonly NavItem[] = [
  { section: 'home', label: 'frame.nav.today', to: paths.home },
  { section: 'onDemand', label: 'frame.nav.onDemand', to: paths.onDemand },
  { section: 'nutrition', label: 'frame.nav.nutrition', to: paths.nutrition },
  { section: 'programs', label: 'frame.nav.programs', to: paths.programs },
  { section: 'profile', label: 'frame.nav.you', to: paths.profile },
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

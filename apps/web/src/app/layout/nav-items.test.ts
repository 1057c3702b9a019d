import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { sectionOf } from './nav-items';

describe('sectionOf (active tab)', () => {
  it.each([
    [paths.home, 'home'],
    [`${paths.home}/`, 'home'],
    [paths.homeSetupMeals(1), 'home'],
    [paths.onDemand, 'onDemand'],
    [paths.trainer(4), 'onDemand'],
    ['/page/on_demand/categories/3', 'onDemand'],
    [paths.programs, 'programs'],
    [paths.programDetails(2), 'programs'],
    [paths.nutrition, 'nutrition'],
    [paths.profile, 'profile'],
    [paths.profileSetup, 'profile'],
    // Spec A2: measurements, photos and saved lists count as "You".
    [paths.measurements, 'profile'],
    [paths.progressPhotos, 'profile'],
    [paths.saved(), 'profile'],
    [paths.saved(7), 'profile'],
    [paths.notFound, null],
    [paths.buyPremium(), null],
    ['/page/homework', null],
  ])('%s belongs to %s', (pathname, section) => {
    expect(sectionOf(pathname)).toBe(section);
  });
});

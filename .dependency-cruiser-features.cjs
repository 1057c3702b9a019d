/**
 * Features import one way (issue 34): no two features import each other, directly or through
 * other features. Checked on folders, each feature's folder standing for all of its files, and
 * over the features alone: folders above them (`src/`, which holds every feature) would close
 * cycles no import makes. `npm run lint` runs this after .dependency-cruiser.cjs.
 */
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-two-way-features',
      comment:
        'A feature that uses another is not used by it: the shared part goes to the one used, the composition to the router (apps/web/src/app), or the used feature takes a slot (as the library takes the save button).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/[^/]+/src/features/[^/]+$' },
      to: { path: '^apps/[^/]+/src/features/[^/]+$', circular: true },
    },
  ],
  options: { ...options, includeOnly: '^apps/[^/]+/src/features/' },
};

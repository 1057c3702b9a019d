import type { ComponentType } from 'react';
import { AppQueries, MemberGuard } from '../member-guard';
import { AppLayout } from './app-layout';

/** The member pages' frame, as the router loads it: the query cache, the guard, the layout. */
export const MemberFrame = () => (
  <AppQueries>
    <MemberGuard>
      <AppLayout />
    </MemberGuard>
  </AppQueries>
);

/** A page outside this frame that loads data (the onboarding, the console's frame) gets the same query cache. */
export const withAppQueries = (Page: ComponentType) => () => (
  <AppQueries>
    <Page />
  </AppQueries>
);

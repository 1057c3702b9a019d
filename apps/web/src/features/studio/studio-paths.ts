/** The console's pages (issue 17), under /studio in the same app. */
export const consolePaths = {
  root: '/studio',
  dashboard: '/studio/dashboard',
  lives: '/studio/lives',
  workouts: '/studio/workouts',
  workout: (id: number | string) => `/studio/workouts/${id}`,
  recipes: '/studio/recipes',
  recipe: (id: number | string) => `/studio/recipes/${id}`,
  programs: '/studio/programs',
  program: (id: number | string) => `/studio/programs/${id}`,
  newProgram: '/studio/programs/new',
  members: '/studio/members',
  member: (id: number | string) => `/studio/members/${id}`,
  offers: '/studio/offers',
  staff: '/studio/staff',
  audit: '/studio/audit',
} as const;

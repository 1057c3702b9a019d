/** Every HTTP path both apps use, spelled as the spec spells them (DESIGN 3). */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
  login: '/api/v3/users/login',
  logout: '/api/v3/users/me/logout',
  register: '/api/v3/users/register',
  recovery: '/api/v3/users/recovery_password',
  resetPassword: '/api/v3/users/reset_password',
  updateUser: (id: number | string) => `/api/v3/users/${id}`,
  changePassword: '/api/v4/users/me/change_password',
  destroyUser: '/api/v4/users/me/destroy_user',
  me: '/api/v4/users/me/',
  profiles: '/api/v3/users/me/profiles',
  myProfile: '/api/v4/users/me/profile',
} as const;

/** The headers that carry a member's session (DESIGN 3). */
export const AUTH_HEADERS = { email: 'x-user-email', token: 'x-user-token' } as const;

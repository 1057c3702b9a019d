/** The home feature's public surface: what changes a member's day (meal plans, plays) refreshes home through it. */
export { HOME_QUERY_KEY } from './api/get-home';

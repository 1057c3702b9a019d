export * from './api-paths';
export * from './constants';
export * from './messages';
export * from './rules/units';
export * from './rules/workout-days';
export * from './schemas/accounts';
export { fieldErrors } from './schemas/errors';
export * from './schemas/fields';
export * from './schemas/user';

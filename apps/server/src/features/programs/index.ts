/** The programs feature's public surface (issue 5). */

export { rentedItemIds } from './active-program';
export { programsMemberExtension } from './member-extension';
export { seedProgramPromo } from './program-promo-codes';
export { recordProgramProgress } from './progress';
export { type ProgramsOptions, programsRoutes } from './routes';

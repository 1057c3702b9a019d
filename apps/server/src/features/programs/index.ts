/** The programs feature's public surface (issue 5). */

export { activeProgram, rentedItemIds } from './active-program';
export { programsMemberExtension } from './member-extension';
export { presentProgram } from './present';
export { seedProgramPromo } from './program-promo-codes';
export { recordProgramProgress } from './progress';
export { type ProgramsOptions, programsRoutes } from './routes';

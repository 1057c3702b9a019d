/** The programs feature's public surface (issue 5). */

export { activeProgram } from './active-program';
export { findProgram } from './load-programs';
export { programsMemberExtension, rentalFromContext, rentedItems } from './member-extension';
export { presentProgram } from './present';
export { createProgram, setProgramVisibility, updateProgram } from './program-editor';
export {
  changeProgramOffer,
  createProgramOffer,
  listProgramOffers,
  presentProgramOffer,
  programChoices,
} from './program-offers';
export { seedProgramPromo } from './program-promo-codes';
export { programDayNotDone, recordProgramProgress } from './progress';
export { promptOrigins } from './prompt-origins';
export { grantProgram } from './purchase-program';
export { endRentalNow, reverseDeclinedPurchase } from './reverse-purchase';
export { programsRoutes } from './routes';
export { listStudioPrograms, loadStudioProgram, programWorkoutChoices } from './studio-programs';

/** The accounts feature's public surface for other features. */

export { cachedAnswer } from './cached-answer';
export { hashPassword } from './crypto';
export { destroyMember } from './destroy-member';
export { createMemberCache } from './member-cache';
export { contextMoment, type MemberContext, memberContextShape } from './member-context';
export { type AccountsOptions, type MemberExtension, userObjectLoader } from './member-extensions';
export { MEMBER_FILE_SWEEP, memberFileSweepHandler, sweepMemberFiles } from './member-files';
export { type ErrorStatus, memberRoutes, type ZodApp } from './member-routes';
export { requestPasswordReset } from './password-recovery';
export { accountsRoutes } from './routes';
export { currentMember, type Member, perMemberLimit } from './sessions';
export { PURGE_SPENT_TOKENS, purgeSpentTokens, purgeSpentTokensHandler } from './spent-tokens';
export { memberFilePrefix } from './update-member';

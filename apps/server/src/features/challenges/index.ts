export { challengeFigures } from './figures';
export { challengeProgress } from './progress';
export { challengeRoutes } from './routes';
export {
  createChallenge,
  findStudioChallenge,
  listStudioChallenges,
  removeChallenge,
  setChallengeImage,
  updateChallenge,
  withImageUrl,
} from './studio';

export { BadgesCard } from './components/badges-card';
export { ChallengesTeaser } from './components/challenges-teaser';

import {
  BadgesSchema,
  ChallengeDetailSchema,
  ChallengeListSchema,
  challengePaths,
  MembershipInputSchema,
} from '@studio/shared';
import { idParams } from '../../lib/route-params';
import { currentMember, memberRoutes } from '../accounts';
import { badgesOf, challengeDetail, joinChallenge, leaveChallenge, openChallenges } from './membership';
import { withImageUrl } from './studio';

/** Challenges as members take part (issue 39): the open ones, one with its leaderboard, join and leave, badges. */
export const challengeRoutes = memberRoutes({ tags: ['challenges'], errors: [400, 404] }, (app) => {
  const { db } = app.deps.database;
  const zone = app.deps.config.STUDIO_TIME_ZONE;
  const present = withImageUrl(app.deps.storage.url);
  const detail = async (id: number, userId: number) => present(await challengeDetail(db, id, userId));

  app.get(challengePaths.challenges, {
    schema: {
      summary: "The challenges still to come or running, with the member's part in each",
      response: { 200: ChallengeListSchema },
    },
    handler: async (request) => {
      const open = await openChallenges(db, currentMember(request).userId, zone);
      return { challenges: open.challenges.map(present) };
    },
  });

  app.get(challengePaths.challenge(':id'), {
    schema: {
      summary: 'A challenge with its leaderboard (members who chose to be shown) and team totals',
      params: idParams,
      response: { 200: ChallengeDetailSchema },
    },
    handler: async (request) => detail(request.params.id, currentMember(request).userId),
  });

  app.put(challengePaths.membership(':id'), {
    schema: {
      summary: 'Join a challenge (a team is given at the first join), or change how the member is shown',
      description:
        'show_as null (the default) keeps the member off leaderboards; name shows "Ana S.", initials "A. S.".',
      params: idParams,
      body: MembershipInputSchema,
      response: { 200: ChallengeDetailSchema },
    },
    handler: async (request) => {
      const { userId } = currentMember(request);
      await joinChallenge(db, request.params.id, userId, request.body.show_as, zone);
      return detail(request.params.id, userId);
    },
  });

  app.delete(challengePaths.membership(':id'), {
    schema: {
      summary: "Leave a challenge: the member's progress in it goes",
      params: idParams,
      response: { 200: ChallengeDetailSchema },
    },
    handler: async (request) => {
      const { userId } = currentMember(request);
      await leaveChallenge(db, request.params.id, userId);
      return detail(request.params.id, userId);
    },
  });

  app.get(challengePaths.badges, {
    schema: { summary: 'The badges of the challenges the member finished', response: { 200: BadgesSchema } },
    handler: async (request) => badgesOf(db, currentMember(request).userId),
  });
});

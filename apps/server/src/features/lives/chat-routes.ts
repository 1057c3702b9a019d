import {
  CHAT_HISTORY,
  CHAT_MESSAGES_PER_MINUTE,
  ChatMessageSchema,
  ChatSchema,
  chatMessages,
  livePaths,
  MessageSchema,
  MuteSchema,
  RemindersSchema,
  roleAtLeast,
  SendChatSchema,
  studioMessages,
} from '@studio/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { items, liveChatMessages, liveChatMutes, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { idParams, pathId } from '../../lib/route-params';
import { currentMember, type Member, memberRoutes, perMemberLimit } from '../accounts';
import { canWatchItem, type WatchGrant, watchPresenter } from '../library';
import { audited } from '../studio';
import type { ChatHub } from './chat-hub';
import { deletedLately, missedSince, storedMessage, viewOf } from './chat-hub';
import { remindersOf, setReminder } from './reminders';
import { publishWindow } from './streams';

/** Chat streams one member may hold open on one process. */
const CHAT_STREAMS_PER_MEMBER = 5;
/** What a chat stream may hold unread before its reader is dropped. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** The class a chat is of: a live class members can see, which this member may watch. */
/** The class a chat is of, and whether this member is muted in it: one round trip. */
const chatClass = async (db: Db, id: number, memberId: number) => {
  const [row] = await db
    .select({
      id: items.id,
      kind: items.kind,
      event_date: items.event_date,
      duration: items.duration_seconds,
      muted: sql<boolean>`exists (select 1 from ${liveChatMutes} where ${liveChatMutes.item_id} = ${items.id}
        and ${liveChatMutes.member_id} = ${memberId})`,
    })
    .from(items)
    .where(and(eq(items.id, id), eq(items.kind, 'live_training'), isNull(items.removed_at)));
  if (!row?.event_date) throw notFound();
  return { ...row, event_date: row.event_date };
};

const isStaff = (member: Member) => roleAtLeast(member.user.role, 'coach');

/**
 * A live class's chat (issue 37): for members who may watch the class (premium, as its video) and
 * the studio's staff. Members write while the class may stream (its window); staff delete messages
 * and mute members, audited.
 */
export const chatRoutes = (hub: ChatHub) =>
  memberRoutes<{ watchGrants?: readonly WatchGrant[] }>(
    { tags: ['live classes'], errors: [400, 403, 404, 409, 429] },
    (app, options) => {
      const { db } = app.deps.database;
      const grants = options.watchGrants ?? [];
      // The chat streams' connections: a closing process ends them (their clients reconnect elsewhere),
      // since a response that never ends would hold its closing server open.
      const sockets = new Set<import('node:net').Socket>();
      app.addHook('preClose', async () => {
        for (const socket of sockets) socket.destroy();
      });

      const reader = async (request: Parameters<typeof currentMember>[0], id: number) => {
        const member = currentMember(request);
        const live = await chatClass(db, id, member.userId);
        const moderator = isStaff(member);
        if (!moderator && !canWatchItem(live, watchPresenter(app, member, grants).access)) {
          throw new AppError('premium_required', 'shared.library.premiumRequired');
        }
        return { member, live, moderator, memberId: member.userId };
      };
      app.get(livePaths.chat(':id'), {
        schema: {
          summary: "A live class's latest chat messages, viewers now, and what this member may do",
          params: idParams,
          response: { 200: ChatSchema },
        },
        handler: async (request) => {
          const who = await reader(request, request.params.id);
          const rows = await db
            .select()
            .from(liveChatMessages)
            .where(and(eq(liveChatMessages.item_id, who.live.id), isNull(liveChatMessages.deleted_at)))
            .orderBy(desc(liveChatMessages.id))
            .limit(CHAT_HISTORY);
          return {
            messages: rows.reverse().map((row) => viewOf(storedMessage(row), who)),
            viewers: hub.viewers(who.live.id),
            muted: who.live.muted,
            can_moderate: who.moderator,
          };
        },
      });

      app.post(livePaths.chat(':id'), {
        config: perMemberLimit(CHAT_MESSAGES_PER_MINUTE),
        schema: {
          summary: "Write in a live class's chat: a message (`text`) or a reaction (`reaction`: `high_five`)",
          params: idParams,
          body: SendChatSchema,
          response: { 200: ChatMessageSchema },
        },
        handler: async (request) => {
          const who = await reader(request, request.params.id);
          const window = publishWindow(who.live.event_date, who.live.duration);
          const now = new Date();
          if (now < window.from || now > window.until) throw new AppError('conflict', chatMessages.notLive);
          if (who.live.muted) throw new AppError('forbidden', chatMessages.muted);
          const body = request.body;
          const message = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(liveChatMessages)
              .values({
                item_id: who.live.id,
                member_id: who.memberId,
                author: who.member.user.name,
                from_coach: who.moderator,
                kind: body.reaction ? 'reaction' : 'message',
                body: body.reaction ?? body.text ?? '',
              })
              .returning();
            if (!row) throw new Error('chat insert returned no row');
            const stored = storedMessage(row);
            await hub.sent(tx, who.live.id, stored);
            return stored;
          });
          return viewOf(message, who);
        },
      });

      app.get(livePaths.chatEvents(':id'), {
        compress: false,
        schema: {
          summary:
            "A live class's chat as it happens: `text/event-stream` of `message`, `deleted` and `viewers`",
          description:
            'Each event\'s `data` is JSON: a chat message, `{ "id" }` of a deleted one, or `{ "viewers" }`. ' +
            '`after` (a message id) first sends what came after it, so a client that reconnects (to this ' +
            'process or another) catches up; it drops a message it already has by its id.',
          params: idParams,
          querystring: z.object({ after: z.coerce.number().int().min(0).default(0) }),
        },
        handler: async (request, reply) => {
          const who = await reader(request, request.params.id);
          const item = who.live.id;
          // A few chats per member (a phone and a TV, two tabs), not thousands.
          if (hub.streamsOf(who.memberId) >= CHAT_STREAMS_PER_MEMBER)
            throw new AppError('rate_limited', chatMessages.tooManyStreams);
          if (hub.closed) throw new AppError('unavailable', 'common.error.databaseUnavailable');
          // What the hooks set (security headers, the request id, a drain's Connection: close) stays.
          const headers = {
            ...reply.getHeaders(),
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-store',
            // nginx in front: pass each event on at once.
            'x-accel-buffering': 'no',
          };
          reply.hijack();
          const raw = reply.raw;
          const socket = request.raw.socket;
          sockets.add(socket);
          socket.once('close', () => sockets.delete(socket));
          raw.writeHead(200, headers as Record<string, string>);
          let leave = () => {};
          let keepAlive: NodeJS.Timeout | undefined;
          let gone = false;
          // Before any wait: a reader that leaves meanwhile is never left in the hub.
          raw.on('close', () => {
            gone = true;
            clearInterval(keepAlive);
            leave();
            // The response never ends by itself: its connection goes with it, or a closing server waits on it.
            socket.destroy();
          });
          // A reader that does not read (its buffer past 1 MB) is dropped; it reconnects and catches up.
          const send = (event: string, data: unknown) => {
            if (gone) return;
            raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
            if (raw.writableLength > MAX_UNREAD_BYTES) raw.destroy();
          };
          try {
            raw.write('retry: 2000\n\n');
            const joined = hub.join(
              item,
              {
                memberId: who.memberId,
                moderator: who.moderator,
                send,
                // The connection goes too: a kept-alive one would hold the closing server open.
                end: () => raw.end(() => raw.destroy()),
              },
              request.query.after,
            );
            if (gone) joined();
            else leave = joined;
            // A reader back after a drop: what came meanwhile, and what was deleted that it may still show.
            for (const row of await missedSince(db, item, request.query.after))
              send('message', viewOf(storedMessage(row), who));
            if (request.query.after > 0)
              for (const row of await deletedLately(db, item, request.query.after))
                send('deleted', { id: row.id });
            send('viewers', { viewers: hub.viewers(item) });
            // A comment now and then keeps proxies from closing a quiet stream.
            if (!gone) keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
          } catch (error) {
            request.log.error({ err: error }, 'chat stream failed');
            raw.destroy();
          }
        },
      });

      app.delete(livePaths.chatMessage(':id', ':messageId'), {
        schema: {
          summary: 'Delete a chat message for everyone (a coach or the owner; audited)',
          params: z.object({ id: pathId, messageId: pathId }),
          response: { 200: MessageSchema },
        },
        handler: async (request) => {
          const who = await reader(request, request.params.id);
          if (!who.moderator) throw new AppError('forbidden', studioMessages.staffOnly);
          return audited(db, { id: who.memberId, email: who.member.email }, async (tx) => {
            const [row] = await tx
              .update(liveChatMessages)
              .set({ deleted_at: new Date() })
              .where(
                and(
                  eq(liveChatMessages.id, request.params.messageId),
                  eq(liveChatMessages.item_id, who.live.id),
                  isNull(liveChatMessages.deleted_at),
                ),
              )
              .returning();
            if (!row) throw notFound(chatMessages.messageUnknown);
            await hub.deleted(tx, who.live.id, row.id);
            return {
              action: 'live.chat.delete',
              target: `item:${who.live.id}`,
              before: { message: row.id, author: row.author, member: row.member_id, text: row.body },
              answer: { message: 'deleted' },
            };
          });
        },
      });

      app.get(livePaths.reminders, {
        schema: {
          summary: 'The live classes to come this member asked to be mailed about when they go live',
          response: { 200: RemindersSchema },
        },
        handler: async (request) => ({ ids: await remindersOf(db, currentMember(request).userId) }),
      });

      for (const method of ['PUT', 'DELETE'] as const) {
        app.route({
          method,
          url: livePaths.reminder(':id'),
          schema: {
            summary:
              method === 'PUT'
                ? 'Mail me when this live class goes live (push when the app has it)'
                : 'No longer mail me when this live class goes live',
            params: idParams,
            response: { 200: RemindersSchema },
          },
          handler: async (request) => {
            const memberId = currentMember(request).userId;
            if (!(await setReminder(db, request.params.id, memberId, method === 'PUT'))) throw notFound();
            return { ids: await remindersOf(db, memberId) };
          },
        });
      }

      app.post(livePaths.chatMutes(':id'), {
        schema: {
          summary: "Mute a member in a live class's chat (a coach or the owner; audited)",
          params: idParams,
          body: MuteSchema,
          response: { 200: MessageSchema },
        },
        handler: async (request) => {
          const who = await reader(request, request.params.id);
          if (!who.moderator) throw new AppError('forbidden', studioMessages.staffOnly);
          const memberId = request.body.member_id;
          const [target] = await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(eq(users.id, memberId));
          if (!target)
            throw new AppError('validation', chatMessages.memberRequired, {
              member_id: [chatMessages.memberRequired],
            });
          return audited(db, { id: who.memberId, email: who.member.email }, async (tx) => {
            await tx
              .insert(liveChatMutes)
              .values({ item_id: who.live.id, member_id: memberId })
              .onConflictDoNothing();
            return {
              action: 'live.chat.mute',
              target: `item:${who.live.id}`,
              after: { member: memberId, email: target.email },
              answer: { message: 'muted' },
            };
          });
        },
      });
    },
  );

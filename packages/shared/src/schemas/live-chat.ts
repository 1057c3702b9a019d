import { z } from 'zod/mini';

/**
 * Training together (issue 37): a live class's chat beside its video. Messages and reactions are
 * kept with the class; a coach's are marked; each member is rate limited; coaches and the owner
 * delete a message or mute a member for the class. New messages, deletions and the number of
 * viewers come as Server-Sent Events (`chatEvents`, after the last message the client has).
 */
export const livePaths = {
  /** GET: the latest messages, viewers now, whether this member is muted or may moderate; POST `{ text }` or `{ reaction }`. */
  chat: (id: number | string) => `/api/v4/lives/${id}/chat`,
  /** GET `?after=<message id>`: `text/event-stream` of `message`, `deleted` and `viewers` events. */
  chatEvents: (id: number | string) => `/api/v4/lives/${id}/chat/events`,
  /** DELETE (a coach or the owner): the message is gone for everyone. */
  chatMessage: (id: number | string, messageId: number | string) => `/api/v4/lives/${id}/chat/${messageId}`,
  /** POST `{ member_id }` (a coach or the owner): the member can no longer write in this class's chat. */
  chatMutes: (id: number | string) => `/api/v4/lives/${id}/chat/mutes`,
  /** PUT: mail me when this class goes live; DELETE: no longer. */
  reminder: (id: number | string) => `/api/v4/lives/${id}/reminder`,
  /** GET: the classes to come this member asked to be reminded of (`{ ids }`). */
  reminders: '/api/v4/lives/reminders',
} as const;

export const RemindersSchema = z.object({ ids: z.array(z.number()) });
export type Reminders = z.output<typeof RemindersSchema>;

/** The longest chat message, in characters. */
export const MAX_CHAT_MESSAGE = 300;
/** Messages and reactions one member may send in a minute (all classes together). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** The messages a member joining the chat is given; older ones stay stored with the class. */
export const CHAT_HISTORY = 50;
export const CHAT_REACTIONS = ['high_five'] as const;

export const chatMessages = {
  textRequired: 'library.chat.textRequired',
  textTooLong: 'library.chat.textTooLong',
  muted: 'library.chat.mutedError',
  notLive: 'library.chat.notLive',
  messageUnknown: 'library.chat.messageUnknown',
  memberRequired: 'library.chat.memberRequired',
  tooManyStreams: 'library.chat.tooManyStreams',
} as const;

export const ChatMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(['message', 'reaction']),
  /** The message, or the reaction's name (`high_five`). */
  text: z.string(),
  author: z.string(),
  /** Sent by a coach or the owner: marked in the chat. */
  from_coach: z.boolean(),
  /** Who sent it: given to those who may moderate (to mute them), null for everyone else. */
  member_id: z.nullable(z.number()),
  /** Whether the reader sent it. */
  own: z.boolean(),
  sent_at: z.string(),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;

export const ChatSchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** Members watching now (with the chat open), across every server process. */
  viewers: z.number(),
  muted: z.boolean(),
  can_moderate: z.boolean(),
});
export type Chat = z.output<typeof ChatSchema>;

/** A message (`text`) or a reaction (`reaction`); a message of spaces only is no message. */
export const SendChatSchema = z
  .object({
    text: z.optional(
      z.string().check(z.trim(), z.maxLength(MAX_CHAT_MESSAGE, { error: chatMessages.textTooLong })),
    ),
    reaction: z.optional(z.enum(CHAT_REACTIONS)),
  })
  .check(
    z.refine((value) => value.reaction !== undefined || (value.text ?? '') !== '', {
      error: chatMessages.textRequired,
      path: ['text'],
    }),
  );
export type SendChat = z.input<typeof SendChatSchema>;

export const MuteSchema = z.object({
  member_id: z.number({ error: chatMessages.memberRequired }).check(z.int(), z.positive()),
});

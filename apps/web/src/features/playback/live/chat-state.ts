import type { Chat, ChatMessage } from '@studio/shared';

/** The messages a chat keeps on screen: older ones go as new ones come (a long class writes many). */
const KEPT_MESSAGES = 200;

/** The newest message's id (0 for none): where the event stream picks up after a drop. */
export const newestId = (chat: Chat | undefined): number => chat?.messages.at(-1)?.id ?? 0;

/**
 * The chat with `message` in it, in id order, once: the same message comes twice when a reconnect's
 * catch-up or the answer to a send crosses the stream.
 */
export const withMessage = (chat: Chat, message: ChatMessage): Chat => {
  if (chat.messages.some((kept) => kept.id === message.id)) return chat;
  const messages = [...chat.messages, message].sort((a, b) => a.id - b.id).slice(-KEPT_MESSAGES);
  return { ...chat, messages };
};

/** The chat without the message a coach deleted. */
export const withoutMessage = (chat: Chat, id: number): Chat =>
  chat.messages.some((kept) => kept.id === id)
    ? { ...chat, messages: chat.messages.filter((kept) => kept.id !== id) }
    : chat;

/** What the chat's event stream tells: a new message, a deleted one, the viewers now. */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'deleted'; id: number }
  | { type: 'viewers'; viewers: number };

/** The chat after one event of its stream. */
export const applyChatEvent = (chat: Chat, event: ChatEvent): Chat => {
  switch (event.type) {
    case 'message':
      return withMessage(chat, event.message);
    case 'deleted':
      return withoutMessage(chat, event.id);
    case 'viewers':
      return chat.viewers === event.viewers ? chat : { ...chat, viewers: event.viewers };
  }
};

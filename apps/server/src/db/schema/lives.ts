import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { items } from './library';

/**
 * Live classes streamed through Studio (issue 37). The streaming engine (nginx with the RTMP module)
 * asks Studio before it takes a stream and says when it stops and when its recording is written.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });

/** One stream of a class, from the engine's `publish` to its `publish_done` (an encoder that reconnects starts another). */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: id(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    /** The engine's id of the publishing connection (nginx-rtmp's `clientid`): its calls name it. */
    client_id: text('client_id').notNull().default(''),
    /** The engine's last word that the stream goes on (`on_update`, every 30 s). */
    seen_at: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The engine's recording of the stream (its path on the engine's disk), once written. */
    recording: text('recording'),
    /** The on-demand workout made of the recording: one per stream, however often the engine says so. */
    replay_item_id: ref('replay_item_id').references(() => items.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A class's open streams: one normally; two for a moment when an encoder reconnects before the
    // engine dropped its old connection (the engine then refuses the new one and says so).
    index('live_streams_open_idx').on(t.item_id).where(sql`${t.ended_at} is null`),
    uniqueIndex('live_streams_recording_idx').on(t.recording),
    uniqueIndex('live_streams_replay_idx').on(t.replay_item_id),
  ],
);

/** The live chat of a class: messages and reactions, kept with the class. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: id(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    member_id: ref('member_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown beside it, as it was when sent. */
    author: text('author').notNull(),
    /** Sent by the studio's staff (a coach or the owner): marked in the chat. */
    from_coach: boolean('from_coach').notNull().default(false),
    kind: text('kind').$type<'message' | 'reaction'>().notNull(),
    body: text('body').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('live_chat_messages_item_idx').on(t.item_id, t.id),
    index('live_chat_messages_member_idx').on(t.member_id),
    check('live_chat_messages_kind', sql`${t.kind} in ('message', 'reaction')`),
  ],
);

/** Members a coach or the owner muted in one class's chat. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    member_id: ref('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted_at: timestamp('muted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.member_id] }),
    index('live_chat_mutes_member_idx').on(t.member_id),
  ],
);

/** Members who asked to be told when a class goes live (issue 37); `mailed_at` once they were. */
export const liveReminders = pgTable(
  'live_reminders',
  {
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    member_id: ref('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asked_at: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.member_id] }),
    index('live_reminders_member_idx').on(t.member_id),
  ],
);

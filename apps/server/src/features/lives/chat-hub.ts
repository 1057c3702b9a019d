import crypto from 'node:crypto';
import type { ChatMessage } from '@studio/shared';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { type ChangeFeed, LIVE_CHANNEL } from '../../db/change-feed';
import type { Db, Tx } from '../../db/client';
import { liveChatMessages } from '../../db/schema';

/** A message as stored and sent between processes; each reader's view of it is `viewOf`'s. */
export type StoredMessage = Omit<ChatMessage, 'own' | 'member_id'> & { member_id: number | null };

/** What goes on LIVE_CHANNEL: a class's new or deleted message, or one process's count of its viewers. */
type LiveEvent =
  | { t: 'message'; item: number; message: StoredMessage }
  | { t: 'deleted'; item: number; id: number }
  | { t: 'viewers'; item: number; proc: string; n: number };

/** One open chat stream: who reads it, and how to write to it. */
type ChatEvent = 'message' | 'deleted' | 'viewers';
export type ChatReader = {
  memberId: number;
  moderator: boolean;
  send: (event: ChatEvent, data: unknown) => void;
  /** Ends the stream and its connection (the process is closing: the client reconnects, to another process). */
  end: () => void;
};

/** How often each process says how many viewers it has, and how long such a count is believed. */
const VIEWERS_EVERY_MS = 5_000;
const VIEWERS_BELIEVED_MS = 12_000;

export const viewOf = (
  message: StoredMessage,
  reader: { memberId: number; moderator: boolean },
): ChatMessage => ({
  ...message,
  // Who wrote it is for those who may mute them; everyone knows their own.
  member_id: reader.moderator ? message.member_id : null,
  own: message.member_id === reader.memberId,
});

export const storedMessage = (row: typeof liveChatMessages.$inferSelect): StoredMessage => ({
  id: row.id,
  kind: row.kind,
  text: row.body,
  author: row.author,
  from_coach: row.from_coach,
  member_id: row.member_id,
  sent_at: row.sent_at.toISOString(),
});

/**
 * The live chats of this process (issue 37). A message is written with a NOTIFY in its transaction;
 * every process (this one too) hears it on the change feed's connection and writes it to the chat
 * streams it holds, so members on different processes behind the load balancer read one chat. Each
 * process says every 5 s how many viewers it holds per class; "viewers now" adds them up. When the
 * feed's connection drops and comes back, what may have been missed is read again from the table.
 */
export const createChatHub = (db: Db, feed: ChangeFeed) => {
  const proc = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const readers = new Map<number, Set<ChatReader>>();
  /** The newest message each class's readers here were given (a catch-up reads after it). */
  const newest = new Map<number, number>();
  /** Other processes' viewers: class → process → count and when it was said. */
  const elsewhere = new Map<number, Map<string, { n: number; at: number }>>();
  const lastSaid = new Map<number, number>();
  /** Streams per member (a cap, so one member cannot hold thousands). */
  const streams = new Map<number, number>();
  let closed = false;

  /** Members (not streams: a phone and a TV are one member) reading a class's chat here. */
  const membersHere = (item: number): number =>
    new Set([...(readers.get(item) ?? [])].map((reader) => reader.memberId)).size;

  const viewers = (item: number): number => {
    let n = membersHere(item);
    const now = Date.now();
    for (const [other, count] of elsewhere.get(item) ?? []) {
      if (other !== proc && now - count.at < VIEWERS_BELIEVED_MS) n += count.n;
    }
    return n;
  };

  const toReaders = (item: number, event: ChatEvent, data: (reader: ChatReader) => unknown) => {
    for (const reader of readers.get(item) ?? []) reader.send(event, data(reader));
  };

  // Readers drop a message they already have (by id): a catch-up may send one again.
  const deliver = (message: StoredMessage, item: number) => {
    newest.set(item, Math.max(message.id, newest.get(item) ?? 0));
    toReaders(item, 'message', (reader) => viewOf(message, reader));
  };

  const tellViewers = () => {
    for (const item of new Set([...readers.keys(), ...lastSaid.keys()])) {
      const n = viewers(item);
      if (lastSaid.get(item) === n) continue;
      if (n === 0 && !readers.has(item)) lastSaid.delete(item);
      else lastSaid.set(item, n);
      toReaders(item, 'viewers', () => ({ viewers: n }));
    }
  };

  const stopListening = feed.onLive((payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (event.t === 'message') deliver(event.message, event.item);
    else if (event.t === 'deleted') toReaders(event.item, 'deleted', () => ({ id: event.id }));
    else if (event.t === 'viewers' && event.proc !== proc) {
      const counts = elsewhere.get(event.item) ?? new Map();
      counts.set(event.proc, { n: event.n, at: Date.now() });
      elsewhere.set(event.item, counts);
    }
  });

  /** Messages sent while the feed was down: read again for every class with readers here. */
  const catchUp = async () => {
    for (const item of readers.keys()) {
      const rows = await missedSince(db, item, newest.get(item) ?? 0);
      for (const row of rows) deliver(storedMessage(row), item);
    }
  };
  const stopResets = feed.subscribe({ change: () => {}, reset: () => void catchUp().catch(() => {}) });

  const notify = (connection: Db | Tx, event: LiveEvent) =>
    connection.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);

  // Each process says how many it holds, for every class it holds (or held: a 0 once).
  const said = new Set<number>();
  const beat = setInterval(() => {
    const items = new Set([...readers.keys(), ...said]);
    said.clear();
    for (const item of items) {
      const n = membersHere(item);
      if (n > 0) said.add(item);
      void notify(db, { t: 'viewers', item, proc, n }).catch(() => {});
    }
    // Counts of processes gone quiet (stopped, or holding no one) are forgotten.
    const now = Date.now();
    for (const [item, counts] of elsewhere) {
      for (const [other, count] of counts) if (now - count.at >= VIEWERS_BELIEVED_MS) counts.delete(other);
      if (counts.size === 0) elsewhere.delete(item);
    }
    tellViewers();
  }, VIEWERS_EVERY_MS);
  beat.unref();

  return {
    /** A reader joins a class's chat; answers how to leave it. */
    join: (item: number, reader: ChatReader, after: number): (() => void) => {
      if (closed) {
        reader.end();
        return () => {};
      }
      const set = readers.get(item) ?? new Set();
      set.add(reader);
      readers.set(item, set);
      // Only what this process delivered moves its catch-up point: a reader's own `after` does not.
      if (!newest.has(item)) newest.set(item, after);
      streams.set(reader.memberId, (streams.get(reader.memberId) ?? 0) + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        set.delete(reader);
        if (set.size === 0) {
          readers.delete(item);
          newest.delete(item);
        }
        const n = (streams.get(reader.memberId) ?? 1) - 1;
        if (n > 0) streams.set(reader.memberId, n);
        else streams.delete(reader.memberId);
      };
    },
    /** Chat streams a member holds open on this process. */
    streamsOf: (memberId: number): number => streams.get(memberId) ?? 0,
    get closed() {
      return closed;
    },
    viewers,
    /** Sends a new message to every process's readers, when `tx` commits. */
    sent: (tx: Tx, item: number, message: StoredMessage) => notify(tx, { t: 'message', item, message }),
    deleted: (tx: Tx, item: number, id: number) => notify(tx, { t: 'deleted', item, id }),
    close: () => {
      closed = true;
      clearInterval(beat);
      stopListening();
      stopResets();
      for (const set of readers.values()) for (const reader of set) reader.end();
      readers.clear();
    },
  };
};
export type ChatHub = ReturnType<typeof createChatHub>;

export const missedSince = (db: Db, item: number, after: number) =>
  db
    .select()
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.item_id, item),
        gt(liveChatMessages.id, after),
        isNull(liveChatMessages.deleted_at),
      ),
    )
    .orderBy(asc(liveChatMessages.id))
    .limit(200);

/** How far back a reconnecting reader is told of deletions (a drop is seconds; a laptop's sleep, minutes). */
const DELETIONS_REPLAYED_MS = 15 * 60_000;

/** Messages up to `after` deleted lately: a reader that was away may still show them. */
export const deletedLately = (db: Db, item: number, after: number) =>
  db
    .select({ id: liveChatMessages.id })
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.item_id, item),
        lte(liveChatMessages.id, after),
        gt(liveChatMessages.deleted_at, sql`now() - make_interval(secs => ${DELETIONS_REPLAYED_MS / 1000})`),
      ),
    );

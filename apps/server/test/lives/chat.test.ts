import type { AddressInfo } from 'node:net';
import {
  CHAT_MESSAGES_PER_MINUTE,
  type Chat,
  type ChatMessage,
  chatMessages,
  livePaths,
  MAX_CHAT_MESSAGE,
  type StudioLive,
  studioPaths,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, trainers } from '../../src/db/schema';
import { createChatHub } from '../../src/features/lives';
import { premiumMember } from '../harness';
import type { TestMember } from '../helper';
import { coach, member, ok, send, t, withCatalogue } from '../studio/harness';

withCatalogue();

let ana: TestMember;
let bo: TestMember;
let live: StudioLive;
beforeEach(async () => {
  ana = await premiumMember();
  bo = await premiumMember();
  const [trainer] = await t.db.select({ id: trainers.id }).from(trainers).limit(1);
  const start = new Date(Date.now() + 5 * 60_000).toISOString();
  live = await ok<StudioLive>('POST', studioPaths.lives, {
    title: 'Chatty class',
    date: start.slice(0, 10),
    time: start.slice(11, 16),
    duration_minutes: 30,
    trainer_id: trainer?.id,
  });
});

const chat = (who: TestMember, id = live.id) => send('GET', livePaths.chat(id), undefined, who);
const say = (who: TestMember, payload: object, id = live.id) =>
  send('POST', livePaths.chat(id), payload, who);

/** A chat's event stream, read as it comes: each event's name and JSON data. */
const openEvents = async (app: FastifyInstance, who: TestMember, after = 0) => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const answer = await fetch(`http://127.0.0.1:${port}${livePaths.chatEvents(live.id)}?after=${after}`, {
    headers: who.headers,
    signal: controller.signal,
  });
  expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const reader = answer.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended: () => void = () => {};
  const endedPromise = new Promise<void>((resolve) => {
    ended = resolve;
  });
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true, value: undefined }));
      if (!chunk || chunk.done) return ended();
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  const waitFor = async (test: (e: (typeof events)[number]) => boolean) => {
    for (let i = 0; i < 100; i += 1) {
      const found = events.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no such event in ${JSON.stringify(events)}`);
  };
  return { events, waitFor, ended: endedPromise, close: () => controller.abort() };
};

describe("a live class's chat (issue 37)", () => {
  it('premium members talk; a coach is marked; a member without premium is refused', async () => {
    expect((await chat(ana)).json<Chat>()).toMatchObject({ messages: [], muted: false, can_moderate: false });
    const sent = await say(ana, { text: '  Ready to sweat!  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ChatMessage>()).toMatchObject({
      text: 'Ready to sweat!',
      own: true,
      from_coach: false,
      member_id: null,
    });
    await say(coach, { text: 'Welcome everyone' });
    await say(bo, { reaction: 'high_five' });
    const seen = (await chat(bo)).json<Chat>().messages;
    expect(seen.map((m) => [m.kind, m.text, m.from_coach, m.own])).toEqual([
      ['message', 'Ready to sweat!', false, false],
      ['message', 'Welcome everyone', true, false],
      ['reaction', 'high_five', false, true],
    ]);
    // Who wrote what is for those who moderate.
    expect(seen.every((m) => m.member_id === null)).toBe(true);
    const forCoach = (await chat(coach)).json<Chat>();
    expect(forCoach.can_moderate).toBe(true);
    expect(forCoach.messages[0]?.member_id).toBe(ana.user.id);

    const refused = await chat(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'premium_required' });
    expect((await say(member, { text: 'hi' })).statusCode).toBe(403);
  });

  it('names the field of a bad message and stores nothing', async () => {
    for (const [payload, message] of [
      [{ text: '   ' }, chatMessages.textRequired],
      [{}, chatMessages.textRequired],
      [{ text: 'x'.repeat(MAX_CHAT_MESSAGE + 1) }, chatMessages.textTooLong],
    ] as const) {
      const answer = await say(ana, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.text).toEqual([inEnglish(message)]);
    }
    expect((await say(ana, { reaction: 'hug' })).statusCode).toBe(400);
    expect((await say(ana, { text: 'x'.repeat(MAX_CHAT_MESSAGE) })).statusCode).toBe(200);
    expect((await chat(ana)).json<Chat>().messages).toHaveLength(1);
    expect((await send('GET', livePaths.chat(999_999), undefined, ana)).statusCode).toBe(404);
  });

  it('is closed outside the class window and limits each member', async () => {
    const [trainer] = await t.db.select({ id: trainers.id }).from(trainers).limit(1);
    const later = await ok<StudioLive>('POST', studioPaths.lives, {
      title: 'Next year',
      date: `${new Date().getUTCFullYear() + 1}-03-01`,
      time: '10:00',
      duration_minutes: 30,
      trainer_id: trainer?.id,
    });
    const closed = await say(ana, { text: 'too early' }, later.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(inEnglish(chatMessages.notLive));

    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i += 1)
      expect((await say(bo, { reaction: 'high_five' })).statusCode).toBe(200);
    expect((await say(bo, { text: 'one more' })).statusCode).toBe(429);
    expect((await say(ana, { text: 'still fine' })).statusCode).toBe(200);
  });

  it('coaches delete a message and mute a member, audited; members cannot', async () => {
    const rude = (await say(bo, { text: 'rude words' })).json<ChatMessage>();
    expect((await send('DELETE', livePaths.chatMessage(live.id, rude.id), undefined, ana)).statusCode).toBe(
      403,
    );
    expect(
      (await send('POST', livePaths.chatMutes(live.id), { member_id: bo.user.id }, ana)).statusCode,
    ).toBe(403);

    expect((await send('DELETE', livePaths.chatMessage(live.id, rude.id))).statusCode).toBe(200);
    expect((await send('DELETE', livePaths.chatMessage(live.id, rude.id))).statusCode).toBe(404);
    expect((await chat(ana)).json<Chat>().messages).toEqual([]);
    expect((await send('POST', livePaths.chatMutes(live.id), { member_id: bo.user.id })).statusCode).toBe(
      200,
    );
    const muted = await say(bo, { text: 'again' });
    expect(muted.statusCode).toBe(403);
    expect(muted.json().message).toBe(inEnglish(chatMessages.muted));
    expect((await chat(bo)).json<Chat>().muted).toBe(true);
    expect((await say(ana, { text: 'fine' })).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `item:${live.id}`));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['live.chat.delete', 'live.chat.mute']),
    );
    expect(entries.find((e) => e.action === 'live.chat.delete')?.before).toMatchObject({
      text: 'rude words',
    });
    expect((await send('POST', livePaths.chatMutes(live.id), { member_id: 'bo' })).statusCode).toBe(400);
  });

  it('counts members, not streams, and knows how many streams each member holds', async () => {
    // The route refuses a member's stream past CHAT_STREAMS_PER_MEMBER by this count (a 429).
    const hub = createChatHub(t.db, t.database.changes);
    const reader = (memberId: number) => ({ memberId, moderator: false, send: () => {}, end: () => {} });
    const leaves = [1, 2, 3].map(() => hub.join(live.id, reader(ana.user.id), 0));
    hub.join(live.id, reader(bo.user.id), 0);
    expect(hub.viewers(live.id)).toBe(2);
    expect(hub.streamsOf(ana.user.id)).toBe(3);
    for (const leave of leaves) {
      leave();
      leave();
    }
    expect(hub.streamsOf(ana.user.id)).toBe(0);
    expect(hub.viewers(live.id)).toBe(1);
    // A closing process takes no new reader: it ends it at once, and the client goes elsewhere.
    hub.close();
    let ended = false;
    hub.join(live.id, { ...reader(ana.user.id), end: () => (ended = true) }, 0);
    expect(ended).toBe(true);
    expect(hub.closed).toBe(true);
  });

  it('streams messages, deletions and viewers to every process, and catches a reconnecting reader up', async () => {
    // A second app on the same database: another process behind the load balancer.
    const other = await t.buildApp();
    const a = await openEvents(t.app, ana);
    const b = await openEvents(other, bo);
    await b.waitFor((e) => e.event === 'viewers');
    const sent = (await say(ana, { text: 'Hello from process A' })).json<ChatMessage>();
    const got = await b.waitFor((e) => e.event === 'message' && e.data.id === sent.id);
    expect(got.data).toMatchObject({ text: 'Hello from process A', own: false });
    expect((await a.waitFor((e) => e.event === 'message' && e.data.id === sent.id)).data.own).toBe(true);

    await send('DELETE', livePaths.chatMessage(live.id, sent.id));
    await b.waitFor((e) => e.event === 'deleted' && e.data.id === sent.id);

    // B's process stops (a deploy): its stream ends, so the client reconnects, here to process A,
    // after the last message it had; what came meanwhile comes first, deletions too.
    const kept = (await say(ana, { text: 'Still here' })).json<ChatMessage>();
    await b.waitFor((e) => e.event === 'message' && e.data.id === kept.id);
    await other.close();
    await b.ended;
    const missed = (await say(ana, { text: 'While you were away' })).json<ChatMessage>();
    await send('DELETE', livePaths.chatMessage(live.id, kept.id));
    const again = await openEvents(t.app, bo, kept.id);
    expect((await again.waitFor((e) => e.event === 'message')).data).toMatchObject({ id: missed.id });
    await again.waitFor((e) => e.event === 'deleted' && e.data.id === kept.id);
    a.close();
    again.close();
  });
});

import { livePaths } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { aChat, aChatMessage, LIVE_ID, stubLiveChat } from '../testing';
import { LiveChat } from './live-chat';

const renderChat = () => renderApp(<LiveChat itemId={LIVE_ID} />);

/** The chat's messages, each as the text a screen reader reads. */
const lines = () =>
  within(screen.getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((line) => line.textContent);

const connected = async (connections: unknown[], count = 1) =>
  waitFor(() => expect(connections).toHaveLength(count));

describe('LiveChat (issue 37)', () => {
  it('loads the latest messages and how many watch, live', async () => {
    stubLiveChat(aChat({ viewers: 12 }));
    renderChat();
    expect(await screen.findByText('Ready to sweat!')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Class chat' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('12 people watching')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Chat messages' })).toHaveAttribute('aria-live', 'polite');
  });

  it('says one person watching, and invites the first message of an empty chat', async () => {
    stubLiveChat(aChat({ messages: [], viewers: 1 }));
    renderChat();
    expect(await screen.findByText('No messages yet. Say hello to the class!')).toBeInTheDocument();
    expect(screen.getByText('1 person watching')).toBeInTheDocument();
  });

  it('adds what the stream brings, once, drops what a coach deleted, and follows the viewers', async () => {
    const { connections } = stubLiveChat();
    renderChat();
    await screen.findByText('Ready to sweat!');
    await connected(connections);
    const stream = connections[0];
    expect(stream?.url).toBe(`${livePaths.chatEvents(LIVE_ID)}?after=1`);

    stream?.write('retry: 2000\n\n: keep-alive\n\n');
    const arrived = aChatMessage({ id: 2, author: 'Alan', text: 'Let us go' });
    stream?.send('message', arrived);
    stream?.send('message', arrived);
    stream?.send('viewers', { viewers: 13 });
    expect(await screen.findByText('Let us go')).toBeInTheDocument();
    expect(await screen.findByText('13 people watching')).toBeInTheDocument();
    expect(lines()).toEqual(['GraceReady to sweat!', 'AlanLet us go']);

    stream?.send('deleted', { id: 1 });
    await waitFor(() => expect(screen.queryByText('Ready to sweat!')).not.toBeInTheDocument());
    expect(lines()).toEqual(['AlanLet us go']);
  });

  it("marks a coach's messages and the member's own, and words a high five", async () => {
    stubLiveChat(
      aChat({
        messages: [
          aChatMessage({ id: 1, author: 'Coach Kim', text: 'Welcome all', from_coach: true }),
          aChatMessage({ id: 2, author: 'Ada', text: 'Hi!', own: true }),
          aChatMessage({ id: 3, kind: 'reaction', text: 'high_five', author: 'Grace' }),
        ],
      }),
    );
    renderChat();
    await screen.findByText('Welcome all');
    expect(lines()).toEqual(['Coach KimCoachWelcome all', 'YouHi!', 'Grace sent a high five 🙌']);
  });

  it('sends a message and shows it at once, the input emptied', async () => {
    const user = userEvent.setup();
    const { calls } = stubLiveChat(aChat(), {
      [`POST ${livePaths.chat(LIVE_ID)}`]: {
        body: aChatMessage({ id: 5, author: 'Ada', text: 'On my way', own: true }),
      },
    });
    renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message to the class' });
    await user.type(input, '  On my way ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('On my way')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: livePaths.chat(LIVE_ID), body: { text: 'On my way' } }),
    ]);
  });

  it('sends a high five', async () => {
    const user = userEvent.setup();
    const { calls } = stubLiveChat(aChat(), {
      [`POST ${livePaths.chat(LIVE_ID)}`]: {
        body: aChatMessage({ id: 5, kind: 'reaction', text: 'high_five', author: 'Ada', own: true }),
      },
    });
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'High five' }));
    expect(await screen.findByText('You sent a high five 🙌')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reaction: 'high_five' },
    ]);
  });

  it('counts the characters left near the limit, and shows the server refusing a member sending too fast', async () => {
    const user = userEvent.setup();
    stubLiveChat(aChat(), {
      [`POST ${livePaths.chat(LIVE_ID)}`]: {
        status: 429,
        body: { code: 'rate_limited', message: 'Slow down: try again in a minute.' },
      },
    });
    renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message to the class' });
    expect(input).toHaveAttribute('maxlength', '300');
    await user.click(input);
    await user.paste('x'.repeat(251));
    expect(screen.getByText('49 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down: try again in a minute.');
    expect(input).toHaveValue('x'.repeat(251));
  });

  it('gives a muted member a notice instead of the input', async () => {
    stubLiveChat(aChat({ muted: true }));
    renderChat();
    expect(
      await screen.findByText("A coach muted you in this class's chat. You can still watch and read along."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('turns to the notice when the server says the member was muted', async () => {
    const user = userEvent.setup();
    stubLiveChat(aChat(), {
      [`POST ${livePaths.chat(LIVE_ID)}`]: {
        status: 403,
        body: { code: 'forbidden', message: "A coach muted you in this class's chat." },
      },
    });
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'High five' }));
    expect(
      await screen.findByText("A coach muted you in this class's chat. You can still watch and read along."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows members no moderation', async () => {
    stubLiveChat(aChat());
    renderChat();
    await screen.findByText('Ready to sweat!');
    expect(screen.queryByRole('button', { name: /Delete|Mute/ })).not.toBeInTheDocument();
  });

  it('lets a coach delete a message and, once confirmed, mute its author', async () => {
    const user = userEvent.setup();
    const message = aChatMessage({ id: 4, member_id: 21 });
    const { calls } = stubLiveChat(
      aChat({
        can_moderate: true,
        messages: [message, aChatMessage({ id: 5, author: 'Alan', text: 'Go!', member_id: 22 })],
      }),
      {
        [`DELETE ${livePaths.chatMessage(LIVE_ID, 5)}`]: { body: { message: 'deleted' } },
        [`POST ${livePaths.chatMutes(LIVE_ID)}`]: { body: { message: 'muted' } },
      },
    );
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Alan' }));
    await waitFor(() => expect(screen.queryByText('Go!')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Mute Grace' }));
    const confirm = screen.getByRole('region', {
      name: "Mute Grace in this class's chat? They can keep watching, but can no longer write.",
    });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.filter((call) => call.path === livePaths.chatMutes(LIVE_ID))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText("Grace can no longer write in this class's chat.")).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body })),
    ).toEqual([
      { method: 'DELETE', path: livePaths.chatMessage(LIVE_ID, 5), body: undefined },
      { method: 'POST', path: livePaths.chatMutes(LIVE_ID), body: { member_id: 21 } },
    ]);
  });

  it('asks nothing of a member who cancels a mute', async () => {
    const user = userEvent.setup();
    const { calls } = stubLiveChat(
      aChat({ can_moderate: true, messages: [aChatMessage({ member_id: 21 })] }),
    );
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Mute Grace' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says why the chat could not load', async () => {
    stubLiveChat(aChat(), {
      [`GET ${livePaths.chat(LIVE_ID)}`]: {
        status: 403,
        body: { code: 'premium_required', message: 'Live classes are for premium members.' },
      },
    });
    renderChat();
    expect(await screen.findByRole('alert')).toHaveTextContent('Live classes are for premium members.');
  });
});

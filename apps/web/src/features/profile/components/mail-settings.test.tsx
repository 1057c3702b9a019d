import { mailSettingsPaths } from '@studio/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { MailSettingsSection } from './mail-settings';

/** The section for a member with reminders on, whose save the server answers with `saved`. */
const openWithRemindersOn = async (saved: { status?: number; body: unknown }) => {
  const { calls } = stubFetch({
    [`GET ${mailSettingsPaths.settings}`]: { body: { reminders: true } },
    [`PUT ${mailSettingsPaths.settings}`]: saved,
  });
  writeSession({ email: 'ana@example.com', token: 't'.repeat(43) });
  renderApp(<MailSettingsSection />);
  const toggle = await screen.findByRole('switch', { name: /^Reminder mails/ });
  await waitFor(() => expect(toggle).toBeChecked());
  return { calls, toggle };
};

describe('Reminder mails', () => {
  it("shows the member's setting and turns reminders off with one switch", async () => {
    const { calls, toggle } = await openWithRemindersOn({ body: { reminders: false } });
    expect(screen.getByText(/Receipts and confirmations always come/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: mailSettingsPaths.settings,
      body: { reminders: false },
    });
  });

  it('keeps the switch as it was and says why when saving fails', async () => {
    const { toggle } = await openWithRemindersOn({
      status: 503,
      body: { message: 'Try again in a moment' },
    });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment');
    expect(toggle).toBeChecked();
  });

  it('moves in the tap’s own render, before the save is under way', async () => {
    const { toggle } = await openWithRemindersOn({ body: { reminders: false } });
    // No waiting: a switch put back for a task (a flicker on a busy phone) fails here.
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });
});

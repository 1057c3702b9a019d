import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recover, register, until, withStudioProcesses } from './studio-process';

/**
 * Issue 16 "Durable background work": an SMTP server that refuses for a minute, in front of the
 * real server process on this pass's database; the recovery mail arrives after it recovers.
 */
const studios = withStudioProcesses();

describe('mail through an SMTP outage', () => {
  it('arrives after an SMTP server that refused for a minute recovers', async () => {
    const studio = await studios.studio();
    const { smtp } = studios;
    const email = `outage-${crypto.randomBytes(3).toString('hex')}@example.com`;
    smtp.mode = 'accept';
    const server = studios.start(studio);
    const address = await server.listening();
    await register(address, email);
    smtp.mode = 'refuse';
    const refusedBefore = smtp.turnedAway;
    await recover(address, email);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    // Tried again and again while refused (backoff from 2 s, doubling, at most a minute apart).
    expect(smtp.turnedAway - refusedBefore).toBeGreaterThanOrEqual(3);
    smtp.mode = 'accept';
    await until(() => smtp.received.some((m) => m.to.includes(email)), 90_000, 'the mail');
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 200_000);
});

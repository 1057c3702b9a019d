import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recover, register, until, withStudioProcesses } from './studio-process';

/**
 * Issue 16 "Durable background work", as a deployment meets it: the real server process, a real
 * SMTP peer, and this pass's database (a PGlite folder, or a throwaway PostgreSQL database). A
 * process killed with `kill -9` while it sends the recovery mail it promised: the mail goes out
 * from the next process (it used to be a promise in the dead process's memory).
 */
const studios = withStudioProcesses();

describe('mail that outlives its process', () => {
  it('goes out after a kill -9 of the process that was sending it', async () => {
    const studio = await studios.studio();
    const { smtp } = studios;
    const email = `killed-${crypto.randomBytes(3).toString('hex')}@example.com`;
    smtp.mode = 'hang';
    const first = studios.start(studio);
    const address = await first.listening();
    await register(address, email);
    const turnedAway = smtp.turnedAway;
    await recover(address, email);
    // The process took the job and is talking to the mail server when it dies.
    await until(() => smtp.turnedAway > turnedAway, 10_000, 'the mail server to be called');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);

    smtp.mode = 'accept';
    const second = studios.start(studio);
    await second.listening();
    // The dead process's job is failed once its heartbeat stops (15 s) and retried here.
    await until(() => smtp.received.some((m) => m.to.includes(email)), 60_000, 'the mail');
    const mails = smtp.received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Subject: Reset your Studio password');
  }, 120_000);
});

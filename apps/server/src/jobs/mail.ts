import type { Mailer, MailMessage } from '../adapters/mail';
import { type Jobs, jobHandler, jobKind } from './queue';

/**
 * Mail, sent by whichever process is free (decision 0018). An SMTP server that refuses is tried
 * again after 2 s, then twice as long each time up to a minute, for about forty minutes; then the
 * job ends in the dead-letter state with the server's answer, for an operator to read.
 */
export const MAIL = jobKind<MailMessage>({
  name: 'mail',
  policy: {
    retryLimit: 40,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    // A process killed while sending: its job is taken up again once its heartbeat stops.
    heartbeatSeconds: 15,
    expireInSeconds: 120,
  },
  concurrency: 2,
});

/**
 * What a feature needs to queue a mail: the queue (a job written in the caller's transaction) and
 * the public address the mail's links start with. Made once where the app is built (`app.mail`).
 */
/** What a feature needs to queue mail: the queue, the address links start with, the studio's currency. */
export type MailContext = { jobs: Pick<Jobs, 'send'>; publicUrl: string; currency: string };

/** A link in a mail: `path` (with its query) under the public address. */
export const mailLink = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/$/, '')}${path}`;

/**
 * Sends a queued message. A job runs at least once: its id is the message's id, so a message sent
 * again after a lost completion is the same message (one outbox file; one Message-ID to a server).
 */
export const mailHandler = ({ mailer }: { mailer: Mailer }) =>
  jobHandler(MAIL, async (message, job) => {
    await mailer.send({ ...message, id: job.id });
  });

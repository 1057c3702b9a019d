import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it is given. Its `mode` may change
 * while it runs: `accept`; `refuse` (421 to every connection, as a server that is down for
 * maintenance); `hang` (takes the connection and never greets, as a server that stopped
 * answering). `delayMs` holds each accepted message before saying so.
 */
export const startSmtpPeer = async (delayMs = 0) => {
  const received: Received[] = [];
  const peer = {
    mode: 'accept' as 'accept' | 'refuse' | 'hang',
    received,
    /** Connections refused or left hanging so far. */
    turnedAway: 0,
    port: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (peer.mode === 'accept') return callback();
      peer.turnedAway += 1;
      if (peer.mode === 'refuse') {
        return callback(
          Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
        );
      }
      // hang: the callback is never called, so the client waits for a greeting that never comes.
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.port = (server.server.address() as AddressInfo).port;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
};

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The text of a raw message, quoted-printable decoded. */
export const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

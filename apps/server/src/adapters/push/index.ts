import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../../config';
import { dataFolderSecret } from '../../lib/data-secret';

/** Where a device takes its messages, and the keys its messages are encrypted to (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What became of one message: `sent` (the push service took it), `gone` (the subscription no
 * longer exists: 404 or 410, forget it). Anything else throws, for the job to try again.
 */
export type PushResult = 'sent' | 'gone';

export type PushSender = {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  /** True when the server may post to this address (a known push service, or one configured). */
  allows: (endpoint: string) => boolean;
  /**
   * Sends `payload` encrypted to the device. `topic` names what it is about: a push service keeps
   * one undelivered message per topic, so a message sent again replaces, never adds to, the first.
   */
  send: (
    target: PushTarget,
    payload: string,
    options: { topic: string; ttlSeconds: number },
  ) => Promise<PushResult>;
};

/** The push services of the browsers members use: Chrome and Edge's FCM, Firefox, Safari, Windows. */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
];

const knownHost = (host: string) =>
  KNOWN_PUSH_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));

/** The address in `Name <address>`, or the whole text. */
const mailbox = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** A P-256 key pair from a 32-byte private key (hex): what a first start keeps beside the data. */
const vapidKeysFrom = (privateHex: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateHex, 'hex'));
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
};

export const vapidKeys = (config: Config): { publicKey: string; privateKey: string } =>
  config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
    ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
    : vapidKeysFrom(dataFolderSecret(config.DATA_DIR, 'vapid-private-key'));

/** Web Push through the standard protocol (RFC 8030, 8291, 8292) with the `web-push` library. */
export const createPushSender = (config: Config): PushSender => {
  const keys = vapidKeys(config);
  // Push services want an https: or mailto: address to write to about this sender.
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https:') ? config.PUBLIC_URL : `mailto:${mailbox(config.MAIL_FROM)}`);
  const extra = new Set(config.PUSH_SERVICE_ORIGINS);
  const allows = (endpoint: string) => {
    try {
      const url = new URL(endpoint);
      return extra.has(url.origin) || (url.protocol === 'https:' && knownHost(url.hostname));
    } catch {
      return false;
    }
  };
  // A push service's signed VAPID header, kept for 12 of its 23 hours: signing one per message
  // was a third of a message's cost (100,000 reminders, issue 39).
  const signed = new Map<string, { header: string; until: number }>();
  const vapidHeader = (audience: string) => {
    const kept = signed.get(audience);
    if (kept && kept.until > Date.now()) return kept.header;
    const expires = Math.floor(Date.now() / 1000) + 23 * 3600;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expires,
    );
    signed.set(audience, { header: Authorization, until: Date.now() + 12 * 3600_000 });
    return Authorization;
  };
  return {
    publicKey: keys.publicKey,
    allows,
    send: async (target, payload, { topic, ttlSeconds }) => {
      if (!allows(target.endpoint)) return 'gone';
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { TTL: ttlSeconds, topic, contentEncoding: 'aes128gcm' },
      );
      details.headers.Authorization = vapidHeader(new URL(target.endpoint).origin);
      // Sent with the runtime's fetch (kept-alive connections to the service) rather than the
      // library's https-only request: the same bytes, and a local push service over http in tests.
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body as Buffer),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
};

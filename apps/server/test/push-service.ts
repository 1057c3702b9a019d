/// <reference path="./http-ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A push service on this machine: the receiving peer of Web Push (RFC 8030) that a browser's
 * vendor runs. It makes subscriptions as a browser would (a P-256 key pair and an auth secret per
 * device), checks each message's VAPID signature (RFC 8292) and decrypts its payload (RFC 8291,
 * aes128gcm), as the browser does before its service worker sees it. A device marked gone answers
 * 410, as a push service does for a subscription the browser dropped.
 */
export type PushDevice = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payloads delivered to this device, decrypted, in order. */
  messages: string[];
  /** The Topic header of each message. */
  topics: string[];
};

export type PushService = {
  origin: string;
  device: () => PushDevice;
  /** From now on the device's subscription is gone: 410. */
  drop: (device: PushDevice) => void;
  /** The next `count` messages to any device answer 500 (a push service having a bad minute). */
  failNext: (count: number) => void;
  /** Every message the service took. */
  received: () => number;
  /** Messages refused for a bad signature or payload (should stay 0). */
  refused: () => number;
  close: () => Promise<void>;
};

const checkVapid = (authorization: string | undefined, origin: string): boolean => {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match) return false;
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) return false;
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number };
  return signed && body.aud === origin && (body.exp ?? 0) > Date.now() / 1000;
};

export const startPushService = async (): Promise<PushService> => {
  const devices = new Map<string, PushDevice & { ecdh: ReturnType<typeof createECDH>; gone: boolean }>();
  let received = 0;
  let refused = 0;
  let failing = 0;
  let origin = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const device = devices.get(id);
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      if (device.gone) return void response.writeHead(410).end();
      if (failing > 0) {
        failing -= 1;
        return void response.writeHead(500).end();
      }
      if (!checkVapid(request.headers.authorization, origin) || !request.headers.ttl) {
        refused += 1;
        return void response.writeHead(403).end();
      }
      try {
        const payload = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.subscription.keys.auth,
        });
        device.messages.push(payload.toString('utf8'));
        device.topics.push(String(request.headers.topic ?? ''));
        received += 1;
        response.writeHead(201).end();
      } catch {
        refused += 1;
        response.writeHead(400).end();
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    device: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      const device = {
        id,
        ecdh,
        gone: false,
        messages: [],
        topics: [],
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      };
      devices.set(id, device);
      return device;
    },
    drop: (device) => {
      const kept = devices.get(device.id);
      if (kept) kept.gone = true;
    },
    failNext: (count) => {
      failing = count;
    },
    received: () => received,
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

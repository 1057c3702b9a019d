import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The public media route's hostile spellings of a private key (issue 33, finding 1): each names the
 * same stored file once a store resolves dot segments or decodes the path (S3 does both), but reads
 * as a public `catalog/…` key to a check made before normalising. Sent as written (`curl
 * --path-as-is`, by `getAsSent`: `app.inject` resolves dot segments first, as a URL parser does).
 */
export const hostileMediaPaths = (privateKey: string): string[] => {
  const [top = '', ...rest] = privateKey.split('/');
  const tail = rest.join('/');
  return [
    `/media/${top}/./${tail}`,
    `/media/${top}//${tail}`,
    `/media/${top}/%2e/${tail}`,
    `/media/${top}/%2E/${tail}`,
    `/media/${top}/images/../${tail}`,
    `/media/${top}/images/%2e%2e/${tail}`,
    `/media/${top}/images/.%2e/${tail}`,
    `/media/${top}%2f${tail}`,
    `/media/${top}/${tail.replace('/', '/./')}`,
    `/media/${top}/.${tail}`,
  ];
};

/** GETs a path exactly as written over a real socket (the app listens on loopback for it). */
export const getAsSent = async (
  app: FastifyInstance,
  path: string,
): Promise<{ status: number; body: string }> => {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
};

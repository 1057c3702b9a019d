/** The encrypted content coding of Web Push (RFC 8188), as `web-push` itself uses it; untyped upstream. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type Params = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string; dh?: string };
  export const decrypt: (buffer: Buffer, params: Params) => Buffer;
  export const encrypt: (buffer: Buffer, params: Params) => Buffer;
}

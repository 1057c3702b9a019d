import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_NONCES } from '@studio/shared';
import braintree from 'braintree';
import type { SignedNotification } from './port';

/**
 * Test support: a local stand-in for Braintree's API, so that the real SDK runs offline in tests.
 * Nothing outside tests imports this file.
 */

export const KEYS = {
  merchantId: 'studio_merchant',
  publicKey: 'studio_public_key',
  privateKey: 'studio_private_key',
};

/** The path prefix of every merchant call. */
export const M = `/merchants/${KEYS.merchantId}`;

/**
 * A payload signed as Braintree signs its notifications, with the SDK's own signer (public in the
 * SDK, missing from @types): what Braintree, holding the merchant's keys, could post.
 */
export const signedAsBraintree = (xml: string, keys = KEYS): SignedNotification => {
  const payload = `${Buffer.from(xml).toString('base64')}\n`;
  const testing = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, ...keys })
    .webhookTesting as unknown as { sampleSignature(payload: string): string };
  return { signature: testing.sampleSignature(payload), payload };
};

/** A notification of `kind` about the subject `subjectXml`, stamped `timestamp` (Braintree's ISO form). */
export const notificationXml = (kind: string, subjectXml: string, timestamp = '2030-01-01T00:00:00Z') =>
  `<notification><timestamp type="datetime">${timestamp}</timestamp><kind>${kind}</kind><subject>${subjectXml}</subject></notification>`;

export type Request = { method: string; path: string; body: unknown };
export type Answer = { status: number; xml: string };

/**
 * The stand-in server: it checks the keys as Braintree does (401 otherwise), records each request
 * and answers it from `answer`.
 */
export const startFakeBraintree = async () => {
  const requests: Request[] = [];
  let answer: (request: Request) => Answer = () => ({ status: 500, xml: '' });
  const expectedAuth = `Basic ${Buffer.from(`${KEYS.publicKey}:${KEYS.privateKey}`).toString('base64')}`;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request = { method: req.method ?? '', path: req.url ?? '', body: text ? JSON.parse(text) : null };
    requests.push(request);
    const { status, xml } =
      req.headers.authorization === expectedAuth ? answer(request) : { status: 401, xml: '' };
    res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
    res.end(xml && `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sdk = (keys = KEYS) =>
    new braintree.BraintreeGateway({
      environment: new braintree.Environment('127.0.0.1', String(port), 'http://127.0.0.1', false, '', ''),
      ...keys,
    });
  return {
    requests,
    answerWith: (fn: (request: Request) => Answer) => {
      answer = fn;
    },
    sdk,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeBraintree = Awaited<ReturnType<typeof startFakeBraintree>>;

export const apiError = (message: string, code = '', more = '') =>
  `<api-error-response><errors><subscription><errors type="array">${
    code
      ? `<error><code>${code}</code><attribute>status</attribute><message>${message}</message></error>`
      : ''
  }</errors></subscription><errors type="array"/></errors><message>${message}</message>${more}</api-error-response>`;

export type StoredTransaction = {
  id: string;
  type: 'sale' | 'credit';
  status: string;
  amount: string;
  orderId: string;
  cardType: string;
  lastFour: string;
};

export const transactionXml = (t: StoredTransaction) =>
  `<transaction><id>${t.id}</id><type>${t.type}</type><status>${t.status}</status><amount>${t.amount}</amount><order-id>${t.orderId}</order-id><credit-card><card-type>${t.cardType}</card-type><last-4>${t.lastFour}</last-4><unique-number-identifier>fp${t.lastFour}</unique-number-identifier></credit-card></transaction>`;

type SaleBody = { transaction: { amount: string; payment_method_nonce: string; order_id: string } };
type SearchBody = { search: { order_id?: { is?: string }; ids?: string[] } };

/**
 * Braintree's transactions as the stand-in keeps them: a sale (`POST …/transactions`) takes one of
 * Braintree's test nonces and records its transaction, declined ones too, as Braintree does; the
 * transaction search (`advanced_search_ids`, then `advanced_search` for the page) finds them by order
 * id. Other calls answer `undefined`, for the test's own answer to take.
 */
export const transactionLedger = () => {
  const transactions: StoredTransaction[] = [];
  const answer = ({ method, path, body }: Request): Answer | undefined => {
    if (method === 'POST' && path === `${M}/transactions`) return sale(body as SaleBody);
    if (method === 'POST' && path === `${M}/transactions/advanced_search_ids`) {
      const orderId = (body as SearchBody).search.order_id?.is;
      const ids = transactions.filter((t) => t.orderId === orderId).map((t) => `<item>${t.id}</item>`);
      return {
        status: 200,
        xml: `<search-results><page-size type="integer">50</page-size><ids type="array">${ids.join('')}</ids></search-results>`,
      };
    }
    if (method === 'POST' && path === `${M}/transactions/advanced_search`) {
      const { ids = [] } = (body as SearchBody).search;
      const page = transactions.filter((t) => ids.includes(t.id)).map(transactionXml);
      return {
        status: 200,
        xml: `<credit-card-transactions type="collection"><current-page-number type="integer">1</current-page-number><page-size type="integer">50</page-size><total-items type="integer">${page.length}</total-items>${page.join('')}</credit-card-transactions>`,
      };
    }
    return undefined;
  };
  const sale = ({ transaction }: SaleBody): Answer => {
    const card = SANDBOX_NONCES[transaction.payment_method_nonce];
    if (!card) return { status: 422, xml: apiError('Unknown or expired payment_method_nonce.', '91565') };
    const stored: StoredTransaction = {
      id: `txn_${transactions.length + 1}`,
      type: 'sale',
      status: card.outcome === 'approved' ? 'submitted_for_settlement' : card.outcome,
      amount: transaction.amount,
      orderId: transaction.order_id,
      cardType: card.cardType,
      lastFour: card.lastFour,
    };
    transactions.push(stored);
    return card.outcome === 'approved'
      ? { status: 201, xml: transactionXml(stored) }
      : { status: 422, xml: apiError(card.message ?? 'Declined', '', transactionXml(stored)) };
  };
  return { transactions, answer };
};

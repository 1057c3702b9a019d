import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { braintreeAdapter } from './braintree';
import { apiError, type FakeBraintree, M, startFakeBraintree, transactionXml } from './braintree-stand-in';

const credit = (id: string) =>
  transactionXml({
    id,
    type: 'credit',
    status: 'submitted_for_settlement',
    amount: '12.50',
    orderId: '',
    cardType: 'Visa',
    lastFour: '1111',
  });

describe('Braintree refunds (the real SDK against a local stand-in of its API)', () => {
  let fake: FakeBraintree;
  beforeAll(async () => {
    fake = await startFakeBraintree();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const refund = () => braintreeAdapter(fake.sdk()).refund('txn_1', 1250);

  it('refunds a settled charge for its amount', async () => {
    fake.answerWith(({ method, path }) =>
      method === 'POST' && path === `${M}/transactions/txn_1/refund`
        ? { status: 201, xml: credit('refund_1') }
        : { status: 404, xml: '' },
    );
    expect(await refund()).toEqual({ ok: true, refundId: 'refund_1', voided: false });
    expect(fake.requests).toEqual([
      { method: 'POST', path: `${M}/transactions/txn_1/refund`, body: { transaction: { amount: '12.50' } } },
    ]);
  });

  it('voids a charge that has not settled yet, which Braintree cannot refund', async () => {
    fake.answerWith(({ method, path }) => {
      if (method === 'POST' && path === `${M}/transactions/txn_1/refund`)
        return { status: 422, xml: apiError('Cannot refund transaction unless it is settled.', '91506') };
      if (method === 'PUT' && path === `${M}/transactions/txn_1/void`)
        return {
          status: 200,
          xml: transactionXml({
            id: 'txn_1',
            type: 'sale',
            status: 'voided',
            amount: '12.50',
            orderId: '',
            cardType: 'Visa',
            lastFour: '1111',
          }),
        };
      return { status: 404, xml: '' };
    });
    expect(await refund()).toEqual({ ok: true, refundId: 'txn_1', voided: true });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${M}/transactions/txn_1/refund`,
      `PUT ${M}/transactions/txn_1/void`,
    ]);
  });

  it("passes on Braintree's refusal in its words", async () => {
    fake.answerWith(() => ({
      status: 422,
      xml: apiError('Transaction has already been completely refunded.', '91512'),
    }));
    expect(await refund()).toEqual({
      ok: false,
      message: 'Transaction has already been completely refunded.',
    });
  });
});

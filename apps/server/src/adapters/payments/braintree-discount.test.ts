import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { braintreeAdapter } from './braintree';
import { RETENTION_DISCOUNT_ID } from './braintree-discount';
import { apiError, type FakeBraintree, M, startFakeBraintree } from './braintree-stand-in';

const subscriptionXml = (discounts: string) =>
  `<subscription><id>sub_42</id><status>Active</status><price>9.99</price><transactions type="array"/><add-ons type="array"/><discounts type="array">${discounts}</discounts></subscription>`;

const retentionDiscount = `<discount><id>${RETENTION_DISCOUNT_ID}</id><amount>4.99</amount><number-of-billing-cycles type="integer">3</number-of-billing-cycles></discount>`;

describe('Braintree discounts (the real SDK against a local stand-in of its API)', () => {
  let fake: FakeBraintree;
  beforeAll(async () => {
    fake = await startFakeBraintree();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const apply = () =>
    braintreeAdapter(fake.sdk()).applyDiscount('sub_42', { amountCents: 499, billingCycles: 3 });

  it('adds the retention discount for the next billing cycles, with its amount', async () => {
    fake.answerWith(({ method, path }) => {
      if (path !== `${M}/subscriptions/sub_42`) return { status: 404, xml: '' };
      return { status: 200, xml: subscriptionXml(method === 'PUT' ? retentionDiscount : '') };
    });
    await apply();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${M}/subscriptions/sub_42`,
      `PUT ${M}/subscriptions/sub_42`,
    ]);
    expect(fake.requests[1]?.body).toEqual({
      subscription: {
        discounts: {
          add: [{ inherited_from_id: RETENTION_DISCOUNT_ID, amount: '4.99', number_of_billing_cycles: 3 }],
        },
      },
    });
  });

  it('adds nothing to a subscription that has the discount already (a retry)', async () => {
    fake.answerWith(() => ({ status: 200, xml: subscriptionXml(retentionDiscount) }));
    await apply();
    expect(fake.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it("fails loudly when Braintree refuses, in Braintree's words", async () => {
    fake.answerWith(({ method }) =>
      method === 'GET'
        ? { status: 200, xml: subscriptionXml('') }
        : { status: 422, xml: apiError('Inherited From ID is invalid.', '92025') },
    );
    await expect(apply()).rejects.toThrow(/Inherited From ID is invalid/);
  });
});

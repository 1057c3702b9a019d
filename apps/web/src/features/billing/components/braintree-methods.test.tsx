import { english } from '@studio/shared/english';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client, HostedFields, PayPalCheckout } from 'braintree-web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBraintreeClient, createHostedFields, createPayPalCheckout } from '../card/braintree';
import { aSubscription, renderBuyPage, stubBuyPage } from '../testing';

// braintree-web itself needs Braintree's servers: its three entry points are stood in for here,
// and PayPal's SDK (`window.paypal`) by a button whose callbacks the tests call.
vi.mock('../card/braintree', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../card/braintree')>()),
  createBraintreeClient: vi.fn(),
  createHostedFields: vi.fn(),
  createPayPalCheckout: vi.fn(),
}));

type ButtonOptions = {
  createBillingAgreement: () => Promise<string>;
  onApprove: (data: { payerID?: string; billingToken?: string }) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

const REAL_TOKEN = 'eyJ2ZXJzaW9uIjoyfQ==';
type Handler = (event?: unknown) => void;

let hostedHandlers: Record<string, Handler>;
let hosted: {
  on: ReturnType<typeof vi.fn>;
  teardown: ReturnType<typeof vi.fn>;
  tokenize: ReturnType<typeof vi.fn>;
  setAttribute: ReturnType<typeof vi.fn>;
  removeAttribute: ReturnType<typeof vi.fn>;
};
let buttons: ButtonOptions[];
let sdkLoads: boolean;

beforeEach(() => {
  hostedHandlers = {};
  hosted = {
    on: vi.fn((event: string, handler: Handler) => {
      hostedHandlers[event] = handler;
    }),
    teardown: vi.fn(async () => {}),
    tokenize: vi.fn(),
    setAttribute: vi.fn(async () => {}),
    removeAttribute: vi.fn(async () => {}),
  };
  buttons = [];
  sdkLoads = true;
  vi.mocked(createBraintreeClient).mockResolvedValue({ teardown: vi.fn() } as unknown as Client);
  vi.mocked(createHostedFields).mockResolvedValue(hosted as unknown as HostedFields);
  vi.mocked(createPayPalCheckout).mockImplementation(
    async () =>
      ({
        loadPayPalSDK: async () => {
          if (!sdkLoads) return;
          (window as unknown as { paypal: unknown }).paypal = {
            FUNDING: { PAYPAL: 'paypal' },
            Buttons: (options: ButtonOptions) => {
              buttons.push(options);
              return { render: async () => {} };
            },
          };
        },
        createPayment: async () => 'BA-TOKEN',
        tokenizePayment: async () => ({ nonce: 'paypal-nonce', details: {} }),
        teardown: async () => {},
      }) as unknown as PayPalCheckout,
  );
});

afterEach(() => {
  delete (window as unknown as { paypal?: unknown }).paypal;
});

const openYearly = async (routes: Parameters<typeof stubBuyPage>[0] = {}) => {
  const stub = stubBuyPage({
    'POST /api/v3/braintrees/client_token': { body: { client_token: REAL_TOKEN } },
    ...routes,
  });
  renderBuyPage('/page/buy/premium/yearly');
  await screen.findByText('Card number');
  await waitFor(() => expect(hosted.on).toHaveBeenCalled());
  return stub;
};

const agree = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
  await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
};

/** The PayPal button on screen now (the last one the SDK was asked for). */
const paypalButton = async () => {
  await waitFor(() => expect(buttons.length).toBeGreaterThan(0));
  return buttons.at(-1) as ButtonOptions;
};

describe('PaymentForm with Braintree: PayPal (spec A1, A8)', () => {
  it('shows "Payment Cancelled", takes PayPal away while it shows, and offers it again once dismissed', async () => {
    const user = userEvent.setup();
    await openYearly();
    await agree(user);
    const button = await paypalButton();
    act(() => button.onCancel());

    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.billing.paymentCancelled'));
    expect(screen.getByText('Dismiss the message below to pay with PayPal.')).toBeInTheDocument();
    const asked = buttons.length;
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(buttons.length).toBe(asked + 1));
  });

  it("shows PayPal's error", async () => {
    const user = userEvent.setup();
    await openYearly();
    await agree(user);
    const button = await paypalButton();
    act(() => button.onError(new Error('popup closed by the browser')));
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.billing.paypalError'));
  });

  it('shows the PayPal error when the SDK loads without its button', async () => {
    const user = userEvent.setup();
    sdkLoads = false;
    await openYearly();
    await agree(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.billing.paypalError'));
    expect(buttons).toHaveLength(0);
  });

  it('pays once with the PayPal nonce, even when the approval comes twice', async () => {
    const user = userEvent.setup();
    const { calls } = await openYearly({
      'POST /api/v3/braintrees/web_payment': {
        body: { message: 'Welcome to premium', subscription: aSubscription({ card_type: 'PayPal' }) },
      },
    });
    await agree(user);
    const button = await paypalButton();
    await act(async () => {
      await Promise.all([
        button.onApprove({ payerID: 'PAYER', billingToken: 'BA-TOKEN' }),
        button.onApprove({ payerID: 'PAYER', billingToken: 'BA-TOKEN' }),
      ]);
    });
    await screen.findByText('Now at /page/premium/welcome');
    const payments = calls.filter((call) => call.path === '/api/v3/braintrees/web_payment');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toMatchObject({
      nonce_from_the_client: 'paypal-nonce',
      get_last_four: null,
      get_card_type: 'PayPal',
      plan_name: 'yearly',
      plan_price: '143.88',
    });
  });
});

describe('PaymentForm with Braintree: hosted fields (spec A8)', () => {
  it('marks the flagged fields aria-invalid inside their iframes, and unmarks them on an edit', async () => {
    const user = userEvent.setup();
    hosted.tokenize.mockRejectedValue(
      Object.assign(new Error(english('shared.billing.cardFieldsInvalid')), {
        code: 'HOSTED_FIELDS_FIELDS_INVALID',
        details: { invalidFieldKeys: ['number', 'cvv'] },
      }),
    );
    const { calls } = await openYearly();
    await agree(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled());
    hosted.setAttribute.mockClear();
    hosted.removeAttribute.mockClear();
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.billing.cardFieldsInvalid'));
    expect(screen.getByText(english('shared.billing.cardNumberInvalid'))).toBeInTheDocument();
    await waitFor(() => expect(hosted.setAttribute).toHaveBeenCalledTimes(2));
    for (const field of ['number', 'cvv']) {
      expect(hosted.setAttribute).toHaveBeenCalledWith({ field, attribute: 'aria-invalid', value: true });
    }
    expect(calls.some((call) => call.path === '/api/v3/braintrees/web_payment')).toBe(false);

    hosted.removeAttribute.mockClear();
    act(() => hostedHandlers.focus?.());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    for (const field of ['number', 'cvv']) {
      expect(hosted.removeAttribute).toHaveBeenCalledWith({ field, attribute: 'aria-invalid' });
    }
  });
});

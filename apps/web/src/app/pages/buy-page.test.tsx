import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubBuyPage } from '../../features/billing/testing';
import { writeSession } from '../../lib/session';
import { aUser, renderApp } from '../../test/render';
import { BuyPage } from './buy-page';

/** The buy page on both of its addresses, as the router mounts it. */
const renderBuyPage = (at: string) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  return renderApp(null, {
    at,
    routes: [
      { path: '/page/buy/premium/:period?', element: <BuyPage /> },
      { path: '/page/buy/:target?/:id?', element: <BuyPage /> },
      ...['/page/not-found', '/page/programs'].map((path) => ({ path, element: <p>Now at {path}</p> })),
    ],
  });
};

describe('BuyPage: premium or a program (spec A2)', () => {
  it('shows the premium purchase for /page/buy/premium reached by target', async () => {
    stubBuyPage();
    const { router } = renderBuyPage('/page/buy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/buy/premium'));
    expect(await screen.findByRole('radio', { name: /Yearly/ })).toBeInTheDocument();
  });

  it("shows a program's purchase for /page/buy/program/{id}, and the programs without an id", async () => {
    stubBuyPage({
      'GET /api/v4/users/me/': { body: aUser({ premium: true }) },
      'GET /api/v4/programs/12': {
        body: {
          program: {
            id: 12,
            title: 'Run 5K',
            description: '',
            duration: 8,
            banner_url: null,
            price: '39.99',
            apple_product_id: null,
            program_purchase_paragraphs: [],
            display_prompt: false,
            completion_prompt_url: null,
            program_week_required_days: 3,
            has_purchased: false,
            has_completed: false,
            has_canceled: false,
            purchase: null,
            weeks: [],
          },
        },
      },
    });
    const { router } = renderBuyPage('/page/buy/program/12');
    expect(await screen.findByRole('heading', { name: 'Buy Run 5K' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $39.99' })).toBeInTheDocument();
    await router.navigate('/page/buy/program');
    expect(await screen.findByText('Now at /page/programs')).toBeInTheDocument();
    await router.navigate('/page/buy/program/abc');
    expect(await screen.findByText('Now at /page/not-found')).toBeInTheDocument();
  });
});

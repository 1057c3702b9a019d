import { programPaths, SKELETONS } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { activateLocale } from '../../../lib/i18n';
import { aProgram, renderProgramsScreen, stubPrograms } from '../testing';
import { ProgramsPage } from './programs-page';

const LIST = `GET ${programPaths.list}`;
const open = () => renderProgramsScreen({ path: paths.programs, element: <ProgramsPage /> }, paths.programs);

describe('ProgramsPage (spec M2)', () => {
  it('shows each program as a card with banner, title, weeks, price and the member state, linking to it', async () => {
    stubPrograms({
      [LIST]: {
        body: {
          programs: [
            aProgram(),
            aProgram({ id: 6, title: 'Run 5K', duration: 8, price: '39.9', has_purchased: true }),
            aProgram({ id: 7, title: 'Mobility', duration: 1, has_completed: true, banner_url: null }),
          ],
        },
      },
    });
    open();
    const strong = await screen.findByRole('link', { name: /Strong in six/ });
    expect(strong).toHaveAttribute('href', paths.programDetails(5));
    expect(within(strong).getByRole('heading', { name: 'Strong in six' })).toBeInTheDocument();
    expect(within(strong).getByText('6 weeks · $49.99')).toBeInTheDocument();
    expect(strong.querySelector('img')).toHaveAttribute('src', '/media/strong.jpg');
    expect(within(strong).queryByText(/In progress|Completed/)).toBeNull();

    const run = screen.getByRole('link', { name: /Run 5K/ });
    expect(within(run).getByText('8 weeks · $39.90')).toBeInTheDocument();
    expect(within(run).getByText('In progress')).toBeInTheDocument();
    const mobility = screen.getByRole('link', { name: /Mobility/ });
    expect(within(mobility).getByText('1 week · $49.99')).toBeInTheDocument();
    expect(within(mobility).getByText('Completed')).toBeInTheDocument();
  });

  it('shows two card skeletons while the list loads', async () => {
    stubPrograms({ [LIST]: () => new Promise(() => {}) });
    open();
    expect(await screen.findByRole('status', { name: 'Loading programs' })).toBeInTheDocument();
    expect(screen.getAllByTestId('program-card-skeleton')).toHaveLength(SKELETONS.cards);
  });

  it('says so when there is no program', async () => {
    stubPrograms({ [LIST]: { body: { programs: [] } } });
    open();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("reads in the member's language: weeks, price and state in pt-BR (issue 35)", async () => {
    stubPrograms({
      [LIST]: {
        body: {
          programs: [aProgram({ id: 6, title: 'Run 5K', duration: 8, price: '39.9', has_purchased: true })],
        },
      },
    });
    await activateLocale('pt-BR');
    try {
      open();
      const run = await screen.findByRole('link', { name: /Run 5K/ });
      expect(within(run).getByText('8 semanas · US$ 39,90')).toBeInTheDocument();
      expect(within(run).getByText('Em andamento')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});

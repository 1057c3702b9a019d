import { type StudioProgramSummary, studioPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { ProgramsPage } from './programs-page';

const aSummary = (overrides: Partial<StudioProgramSummary> = {}): StudioProgramSummary => ({
  id: 61,
  key: 'core-builder',
  title: 'Core builder',
  price: '39.99',
  weeks: 4,
  week_required_days: 3,
  visible: true,
  removed: false,
  origin: 'studio',
  purchases: 2,
  in_progress: 1,
  furthest_week: 2,
  ...overrides,
});

describe('ProgramsPage', () => {
  it('lists every program, on offer or not, with its price, length and who is in it', async () => {
    stubFetch({
      [`GET ${studioPaths.programs}`]: {
        body: {
          programs: [
            aSummary(),
            aSummary({ id: 62, key: 'flow', title: 'Flow', visible: false, origin: 'catalog', purchases: 0 }),
          ],
        },
      },
    });
    renderConsolePage(<ProgramsPage />, { at: consolePaths.programs });
    const list = await screen.findByRole('list', { name: 'Programs' });
    const core = await within(list).findByRole('listitem', { name: 'Core builder' });
    expect(core).toHaveTextContent('$39.99 · 4 weeks · 3 days a week');
    expect(core).toHaveTextContent('2 purchases · 1 member in it now, the furthest in week 2');
    expect(core).toHaveTextContent('Shown to members');
    const flow = within(list).getByRole('listitem', { name: 'Flow' });
    expect(flow).toHaveTextContent('Hidden');
    expect(flow).toHaveTextContent('No purchases yet');
    expect(within(core).getByRole('link', { name: 'Core builder' })).toHaveAttribute(
      'href',
      consolePaths.program(61),
    );
    expect(screen.getByRole('link', { name: 'New program' })).toHaveAttribute(
      'href',
      consolePaths.newProgram,
    );
  });

  it('says so when there is no program yet', async () => {
    stubFetch({ [`GET ${studioPaths.programs}`]: { body: { programs: [] } } });
    renderConsolePage(<ProgramsPage />, { at: consolePaths.programs });
    expect(await screen.findByText('No programs yet. Make the first one.')).toBeInTheDocument();
  });

  describe('in another language', () => {
    afterEach(() => activateLocale('en'));

    it('writes the price, the counts and who is in it in Brazilian Portuguese', async () => {
      await activateLocale('pt-BR');
      stubFetch({ [`GET ${studioPaths.programs}`]: { body: { programs: [aSummary({ weeks: 1 })] } } });
      renderConsolePage(<ProgramsPage />, { at: consolePaths.programs });
      const list = await screen.findByRole('list', { name: 'Programas' });
      const core = await within(list).findByRole('listitem', { name: 'Core builder' });
      expect(core).toHaveTextContent('US$ 39,99 · 1 semana · 3 dias por semana');
      expect(core).toHaveTextContent('2 compras · 1 membro fazendo agora, o mais avançado na semana 2');
      expect(core).toHaveTextContent('Visível para membros');
      expect(screen.getByRole('link', { name: 'Novo programa' })).toBeInTheDocument();
    });

    it('writes them in Spanish', async () => {
      await activateLocale('es');
      stubFetch({
        [`GET ${studioPaths.programs}`]: {
          body: { programs: [aSummary({ purchases: 1, in_progress: 0, week_required_days: 1 })] },
        },
      });
      renderConsolePage(<ProgramsPage />, { at: consolePaths.programs });
      const core = await screen.findByRole('listitem', { name: 'Core builder' });
      expect(core).toHaveTextContent('4 semanas · 1 día por semana');
      expect(core).toHaveTextContent('1 compra · nadie lo hace ahora');
    });
  });
});

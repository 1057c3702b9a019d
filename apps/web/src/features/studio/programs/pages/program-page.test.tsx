import { recipePaths, studioPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  bodiesOf,
  expectDone,
  fill,
  findForm,
  refusal,
  renderConsolePage,
  submitRefused,
} from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aProgram, aProgramWorkout } from '../testing';
import { ProgramPage } from './program-page';

const program = aProgram();
const save = `PUT ${studioPaths.program(program.id)}`;

const open = (routes: Parameters<typeof stubFetch>[0] = {}, at = consolePaths.program(program.id)) => {
  const stub = stubFetch({
    [`GET ${studioPaths.program(program.id)}`]: { body: program },
    [`GET ${studioPaths.programWorkouts}`]: {
      body: { workouts: [aProgramWorkout(11, 'Morning flow'), aProgramWorkout(12, 'Pilates core')] },
    },
    [`GET ${recipePaths.programRecipes(program.id)}`]: {
      body: { program_id: program.id, recipe_ids: [], choices: [] },
    },
    ...routes,
  });
  renderConsolePage(<ProgramPage />, { at, path: consolePaths.program(':id') });
  return stub;
};

const saveChanges = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Save changes' }));

describe('ProgramPage', () => {
  it('shows the program: whether members see it, its details and its weeks', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Core builder', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Members' })).toHaveTextContent(
      'Members do not see it; those who bought it keep it.',
    );
    const form = await findForm('Program details');
    expect(within(form).getByLabelText('Title')).toHaveValue('Core builder');
    expect(within(form).getByLabelText('Price (USD)')).toHaveValue('39.99');
    expect(within(form).getByText('core-builder')).toBeInTheDocument();
    expect(within(form).getByRole('region', { name: 'Week 1' })).toBeInTheDocument();
  });

  it('says no program has this address when the address names none', async () => {
    open({}, consolePaths.program('abc'));
    expect(await screen.findByText('No program has this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All programs' })).toHaveAttribute(
      'href',
      consolePaths.programs,
    );
  });

  it('saves what was typed, its key kept, and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      [save]: ({ body }) => ({ body: { ...program, ...(body as object), weeks: program.weeks } }),
    });
    const form = await findForm('Program details');
    await fill(user, within(form).getByLabelText('Title'), 'Core builder 2');
    await fill(user, within(form).getByLabelText('Price (USD)'), '44.99');
    await saveChanges(user, form);
    await expectDone(form, 'Changes saved.');
    expect(bodiesOf(calls, save)).toEqual([
      {
        title: 'Core builder 2',
        description: 'Four weeks for a stronger middle.',
        price: '44.99',
        apple_product_id: null,
        purchase_paragraphs: [],
        display_prompt: false,
        completion_prompt_url: null,
        tips_url: null,
        week_required_days: 2,
        weeks: [{ days: [11, 12] }],
      },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open({ [save]: refusal('price', 'Price refused by the server') });
    const form = await findForm('Program details');
    await submitRefused(user, form, {
      label: 'Price (USD)',
      text: '44.99',
      submit: 'Save changes',
      message: 'Price refused by the server',
    });
  });

  it("lists the server's refusals of the weeks by the weeks", async () => {
    const user = userEvent.setup();
    open({ [save]: refusal('weeks', 'Week 1 was reached by a member: it stays as it is') });
    const form = await findForm('Program details');
    await fill(user, within(form).getByLabelText('Title'), 'Core builder 2');
    await saveChanges(user, form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Week 1 was reached by a member: it stays as it is',
    );
  });

  describe('in Brazilian Portuguese', () => {
    afterEach(() => activateLocale('en'));

    it('words the form, the reached weeks and who is in it', async () => {
      await activateLocale('pt-BR');
      open({
        [`GET ${studioPaths.program(program.id)}`]: {
          body: aProgram({
            purchases: 3,
            in_progress: 2,
            furthest_week: 1,
            weeks: [...program.weeks, { week: 2, days: program.weeks[0]?.days ?? [] }],
          }),
        },
      });
      const form = await findForm('Detalhes do programa');
      expect(within(form).getByLabelText('Preço (USD)')).toHaveValue('39.99');
      expect(
        within(form).getByText(
          'Um membro chegou à semana 1: a semana 1 fica como está. Altere, remova ou adicione as semanas seguintes.',
        ),
      ).toBeInTheDocument();
      expect(within(form).getByRole('region', { name: 'Semana 1' })).toHaveTextContent(
        'Morning flow · 30 min',
      );
      expect(within(form).getByRole('button', { name: 'Remover semana 2' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Membros' })).toHaveTextContent(
        '3 compras · 2 membros fazendo agora, o mais avançado na semana 1',
      );
    });
  });
});

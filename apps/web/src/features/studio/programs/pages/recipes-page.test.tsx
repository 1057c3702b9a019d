import { recipePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, fill, findForm, refusal, renderConsolePage, submitRefused } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aRecipe } from '../testing';
import { RecipesPage } from './recipes-page';

const make = `POST ${recipePaths.recipes}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${recipePaths.recipes}`]: {
      body: {
        recipes: [aRecipe(), aRecipe({ id: 32, title: 'Lentil soup', meal_type: 'lunch', hidden: true })],
      },
    },
    [make]: answer,
  });
  renderConsolePage(<RecipesPage />, { at: consolePaths.recipes, otherPaths: [consolePaths.recipe(33)] });
  return stub;
};

/** The new-recipe form, filled in as little as the schema lets it go. */
const fillNewRecipe = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
  await fill(user, within(form).getByLabelText('Title'), 'Green smoothie');
  await user.click(within(form).getByRole('checkbox', { name: 'Plant' }));
  await fill(user, within(form).getByLabelText('Ingredient 1'), '1 banana');
  await fill(user, within(form).getByLabelText('Step 1'), 'Blend.');
};

describe('RecipesPage', () => {
  it('lists every recipe with its meal type, diets and time, found by title', async () => {
    const user = userEvent.setup();
    open({ body: aRecipe() });
    const list = await screen.findByRole('list', { name: 'Recipes' });
    expect(within(list).getByRole('listitem', { name: 'Overnight oats' })).toHaveTextContent(
      'Breakfast · Plant · 10 min',
    );
    expect(within(list).getByRole('listitem', { name: 'Lentil soup' })).toHaveTextContent('Hidden');
    await fill(user, screen.getByLabelText('Find a recipe'), 'lentil');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('makes a recipe of what was typed, then opens it', async () => {
    const user = userEvent.setup();
    const { calls } = open({ body: aRecipe({ id: 33, title: 'Green smoothie' }) });
    const form = await findForm('New recipe');
    await fillNewRecipe(user, form);
    await user.click(within(form).getByRole('button', { name: 'Make recipe' }));
    expect(await screen.findByText(`Now at ${consolePaths.recipe(33)}`)).toBeInTheDocument();
    expect(bodiesOf(calls, make)).toEqual([
      {
        title: 'Green smoothie',
        description: '',
        meal_type: 'breakfast',
        diets: [1],
        preparation_time: 15,
        label: '',
        ingredients: ['1 banana'],
        ingredient_aisles: [''],
        preparation_guide: ['Blend.'],
      },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('label', 'Label refused by the server'));
    const form = await findForm('New recipe');
    await fillNewRecipe(user, form);
    await submitRefused(user, form, {
      label: 'Label (optional)',
      text: 'Quick',
      submit: 'Make recipe',
      message: 'Label refused by the server',
    });
  });
});

import { filterPaths, recipePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { aFilterGroup } from '../../catalogue/testing';
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
import { aRecipe } from '../testing';
import { RecipePage } from './recipe-page';

const recipe = aRecipe();
const save = `PUT ${recipePaths.recipe(recipe.id)}`;
const saveFilters = `PUT ${filterPaths.itemFilters(recipe.id)}`;

const open = (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const stub = stubFetch({
    [`GET ${recipePaths.recipe(recipe.id)}`]: { body: recipe },
    [`GET ${filterPaths.groups}`]: {
      body: {
        groups: [
          aFilterGroup({
            store: 'nutrition',
            title: 'Effort',
            options: [{ id: 22, key: 'quick', title: 'Quick', origin: 'studio', items: 0 }],
          }),
        ],
      },
    },
    [`GET ${filterPaths.itemFilters(recipe.id)}`]: { body: { option_ids: [] } },
    ...routes,
  });
  renderConsolePage(<RecipePage />, { at: consolePaths.recipe(recipe.id), path: consolePaths.recipe(':id') });
  return stub;
};

describe('RecipePage', () => {
  it('shows the recipe: whether members see it, its picture and its details', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Overnight oats', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Members see this recipe.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Picture' })).toHaveTextContent('No picture yet.');
    const form = await findForm('Details');
    expect(within(form).getByLabelText('Title')).toHaveValue('Overnight oats');
    expect(within(form).getByLabelText('Ingredient 1')).toHaveValue('80 g oats');
    expect(within(form).getByLabelText('Aisle of ingredient 1')).toHaveValue('Cereals');
  });

  it('saves what was typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({ [save]: ({ body }) => ({ body: { ...recipe, ...(body as object) } }) });
    const form = await findForm('Details');
    await fill(user, within(form).getByLabelText('Title'), 'Overnight oats with berries');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectDone(form, 'Changes saved.');
    expect(bodiesOf(calls, save)).toEqual([
      {
        title: 'Overnight oats with berries',
        description: 'Breakfast made the night before.',
        meal_type: 'breakfast',
        diets: [1],
        preparation_time: 10,
        label: '',
        ingredients: ['80 g oats'],
        ingredient_aisles: ['Cereals'],
        preparation_guide: ['Soak overnight.'],
      },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open({ [save]: refusal('title', 'Title refused by the server') });
    const form = await findForm('Details');
    await submitRefused(user, form, {
      label: 'Title',
      text: 'Oats',
      submit: 'Save changes',
      message: 'Title refused by the server',
    });
  });

  it('saves the filter options ticked and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({ [saveFilters]: { body: { option_ids: [22] } } });
    const form = await findForm('Filters');
    await user.click(within(form).getByRole('checkbox', { name: 'Quick' }));
    await user.click(within(form).getByRole('button', { name: 'Save filters' }));
    await expectDone(form, 'Filters saved.');
    expect(bodiesOf(calls, saveFilters)).toEqual([{ option_ids: [22] }]);
  });
});

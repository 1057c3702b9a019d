import { MEASUREMENT_KEYS, profilePaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { aSet, renderMeasurements, stubMeasurements } from './testing';

const WIZARD = `${paths.measurements}?form_open=true`;
const dialog = () => screen.getByRole('dialog', { name: 'Add measurements' });
const inDialog = () => within(dialog());
const continueButton = () => inDialog().getByRole('button', { name: 'Continue' });
const ten = ['80', '30', '30.5', '55', '55.5', '90', '92', '85', '100', '98'];

/** Signed in, on the page with the wizard open at its first step. */
const openWizard = async (options: Parameters<typeof stubMeasurements>[0] = {}) => {
  const stub = stubMeasurements(options);
  const { router } = renderMeasurements(WIZARD);
  await screen.findByRole('dialog', { name: 'Add measurements' });
  return { ...stub, router };
};

/** From the standard step: answer every measure with Enter. */
const answerAll = async (values: string[] = ten) => {
  await userEvent.click(continueButton());
  for (const value of values) {
    await userEvent.type(await inDialog().findByRole('textbox'), `${value}{Enter}`);
  }
};

describe('The add wizard (spec M2 "Add wizard", M4)', () => {
  it("opens on entry with ?form_open=true, on the standard step with the member's standard", async () => {
    await openWizard();
    // makeUser measures in standard 1.
    expect(inDialog().getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'Imperial (lbs, in)' })).not.toBeChecked();
    expect(inDialog().queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('stays closed without form_open, and the add button opens it', async () => {
    stubMeasurements();
    renderMeasurements();
    await userEvent.click(await screen.findByRole('button', { name: 'Add measurements' }));
    expect(screen.getByRole('dialog', { name: 'Add measurements' })).toBeInTheDocument();
  });

  it('asks each measure in order, labelled with its unit; Continue is disabled while empty', async () => {
    await openWizard();
    await userEvent.click(inDialog().getByRole('radio', { name: 'Imperial (lbs, in)' }));
    await userEvent.click(continueButton());

    const weight = inDialog().getByRole('textbox', { name: 'Weight (lbs)' });
    expect(weight).toHaveFocus();
    expect(continueButton()).toBeDisabled();
    // Enter on an empty step does nothing.
    await userEvent.type(weight, '{Enter}');
    expect(inDialog().getByRole('textbox', { name: 'Weight (lbs)' })).toBeInTheDocument();

    await userEvent.type(weight, '170');
    expect(continueButton()).toBeEnabled();
    await userEvent.clear(weight);
    expect(continueButton()).toBeDisabled();
    await userEvent.type(weight, '170');
    await userEvent.click(continueButton());
    expect(inDialog().getByRole('textbox', { name: 'Left biceps (in)' })).toHaveFocus();
    expect(inDialog().getByText('Measure 2 of 10')).toBeInTheDocument();
  });

  it('refuses a measure too large for either standard', async () => {
    await openWizard();
    await userEvent.click(continueButton());
    await userEvent.type(inDialog().getByRole('textbox', { name: 'Weight (kg)' }), '2000{Enter}');
    expect(inDialog().getByText(english('shared.profile.measureTooLarge'))).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(inDialog().getByRole('textbox', { name: 'Weight (kg)' })).toBeInTheDocument();
  });

  it('goes back a step with the back arrow, keeping what was typed', async () => {
    await openWizard();
    await userEvent.click(continueButton());
    await userEvent.type(inDialog().getByRole('textbox', { name: 'Weight (kg)' }), '80{Enter}');
    await userEvent.type(inDialog().getByRole('textbox', { name: 'Left biceps (cm)' }), '31');

    await userEvent.click(inDialog().getByRole('button', { name: 'Back' }));
    expect(inDialog().getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('80');
    await userEvent.click(continueButton());
    expect(inDialog().getByRole('textbox', { name: 'Left biceps (cm)' })).toHaveValue('31');

    await userEvent.click(inDialog().getByRole('button', { name: 'Back' }));
    await userEvent.click(inDialog().getByRole('button', { name: 'Back' }));
    expect(inDialog().getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked();
    expect(inDialog().queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('reviews every answer; an edit goes straight back to the review; save posts the set; finish closes', async () => {
    const { calls, state } = stubMeasurements({
      sets: [aSet({ id: 1, created_at: '2026-01-10T09:00:00.000Z' })],
    });
    const { router } = renderMeasurements(WIZARD);
    await screen.findByRole('dialog');
    await userEvent.click(inDialog().getByRole('radio', { name: 'Imperial (lbs, in)' }));
    await answerAll();

    const review = inDialog().getByRole('list');
    expect(within(review).getAllByRole('listitem')).toHaveLength(MEASUREMENT_KEYS.length + 1);
    expect(within(review).getByText('Imperial (lbs, in)')).toBeInTheDocument();
    expect(within(review).getByText('80 lbs')).toBeInTheDocument();
    expect(within(review).getByText('30.5 in')).toBeInTheDocument();

    await userEvent.click(inDialog().getByRole('button', { name: 'Edit left biceps' }));
    const leftBiceps = inDialog().getByRole('textbox', { name: 'Left biceps (in)' });
    expect(leftBiceps).toHaveValue('30');
    await userEvent.clear(leftBiceps);
    await userEvent.type(leftBiceps, '31{Enter}');
    // Straight back to the review, not on to the right biceps.
    expect(inDialog().getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(inDialog().getByText('31 in')).toBeInTheDocument();

    // The back arrow leaves an edit unchanged.
    await userEvent.click(inDialog().getByRole('button', { name: 'Edit units' }));
    await userEvent.click(inDialog().getByRole('radio', { name: 'Metric (kg, cm)' }));
    await userEvent.click(inDialog().getByRole('button', { name: 'Back' }));
    expect(inDialog().getByText('Imperial (lbs, in)')).toBeInTheDocument();

    await userEvent.click(inDialog().getByRole('button', { name: 'Save' }));
    expect(await inDialog().findByText(english('shared.profile.measurementSaved'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: profilePaths.addMeasurement(7),
        body: {
          measurement_standard: 2,
          weight: 80,
          left_biceps: 31,
          right_biceps: 30.5,
          left_thigh: 55,
          right_thigh: 55.5,
          upper_ab: 90,
          lower_ab: 92,
          waist: 85,
          chest: 100,
          hips: 98,
        },
      }),
    ]);
    expect(state.sets).toHaveLength(2);

    await userEvent.click(inDialog().getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
    // The new set is listed, above the first.
    const list = screen.getByRole('list', { name: 'Measurement sets' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('starts again from the standard step after being closed at any point', async () => {
    await openWizard();
    await userEvent.click(inDialog().getByRole('radio', { name: 'Imperial (lbs, in)' }));
    await answerAll(['80', '30']);
    await userEvent.click(inDialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add measurements' }));
    expect(inDialog().getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked();
    await userEvent.click(continueButton());
    expect(inDialog().getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('');
  });

  it('uses a plain numeric input with minimum 0 on iOS', async () => {
    setPlatformOverride('ios');
    await openWizard();
    await userEvent.click(continueButton());
    const weight = inDialog().getByRole('spinbutton', { name: 'Weight (kg)' });
    expect(weight).toHaveAttribute('type', 'number');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(weight).toHaveAttribute('min', '0');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(weight, '80.5{Enter}');
    expect(inDialog().getByRole('spinbutton', { name: 'Left biceps (cm)' })).toHaveFocus();
  });
});

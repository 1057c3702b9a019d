import {
  issueId,
  issueMessage,
  MEASUREMENT_KEYS,
  type MeasurementInput,
  MeasurementInputSchema,
  type MeasurementKey,
  type MeasurementStandard,
} from '@studio/shared';
import { t } from '../../../lib/i18n';

/**
 * The add wizard (spec M2 "Add wizard", M4 "Measurement wizard"): the standard, each measure in
 * order, a review, then saved. Pure, so the steps can be reasoned about without a screen.
 */

export type WizardStep =
  | { kind: 'standard' }
  | { kind: 'measure'; key: MeasurementKey; index: number }
  | { kind: 'review' }
  | { kind: 'saved' };

type Answers = {
  standard: MeasurementStandard;
  /** As typed: '' until the member gives the measure. */
  values: Record<MeasurementKey, string>;
};

export type WizardState = Answers & {
  /** 0 the standard, 1 to 10 the measures, 11 the review, 12 saved. */
  step: number;
  /** While a step is edited from the review: the answers before, which the back arrow restores. */
  editing: Answers | null;
};

export type WizardAction =
  | { type: 'choose'; standard: MeasurementStandard }
  | { type: 'type'; value: string }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'edit'; step: number }
  | { type: 'saved' }
  | { type: 'reset'; standard: MeasurementStandard };

export const STANDARD_STEP = 0;
const REVIEW = MEASUREMENT_KEYS.length + 1;
const SAVED = REVIEW + 1;

export const stepOf = (state: Pick<WizardState, 'step'>): WizardStep => {
  if (state.step === STANDARD_STEP) return { kind: 'standard' };
  if (state.step === REVIEW) return { kind: 'review' };
  if (state.step === SAVED) return { kind: 'saved' };
  const index = state.step - 1;
  return { kind: 'measure', key: MEASUREMENT_KEYS[index] as MeasurementKey, index };
};

/** The step that asks for `key` (the review's edit buttons go there). */
export const stepOfMeasure = (key: MeasurementKey): number => MEASUREMENT_KEYS.indexOf(key) + 1;

export const initialWizard = (standard: MeasurementStandard): WizardState => ({
  step: STANDARD_STEP,
  standard,
  values: Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, ''])) as Record<MeasurementKey, string>,
  editing: null,
});

/** The shared schema's word on one typed measure; nothing while it is still empty. */
export const measureError = (
  key: MeasurementKey,
  value: string,
  standard: MeasurementStandard,
): string | null => {
  if (value === '') return null;
  const result = MeasurementInputSchema.safeParse(
    { measurement_standard: standard, [key]: value },
    { error: issueId },
  );
  if (result.success) return null;
  const issue = result.error.issues.find((found) => found.path[0] === key);
  return issue ? issueMessage(issue, t) : null;
};

/** Spec M5: a measure step cannot continue while empty (nor, ours, while the value is refused). */
export const canContinue = (state: WizardState): boolean => {
  const step = stepOf(state);
  if (step.kind !== 'measure') return step.kind === 'standard';
  const value = state.values[step.key];
  return value !== '' && measureError(step.key, value, state.standard) === null;
};

export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  switch (action.type) {
    case 'choose':
      return { ...state, standard: action.standard };
    case 'type': {
      const step = stepOf(state);
      return step.kind === 'measure'
        ? { ...state, values: { ...state.values, [step.key]: action.value } }
        : state;
    }
    case 'continue':
      if (!canContinue(state)) return state;
      // An edit goes straight back to the review, not through the steps after it.
      return { ...state, step: state.editing ? REVIEW : state.step + 1, editing: null };
    case 'back':
      if (state.editing) return { ...state, ...state.editing, step: REVIEW, editing: null };
      return { ...state, step: Math.max(state.step - 1, STANDARD_STEP) };
    case 'edit':
      return {
        ...state,
        step: action.step,
        editing: { standard: state.standard, values: state.values },
      };
    case 'saved':
      return { ...state, step: SAVED, editing: null };
    case 'reset':
      return initialWizard(action.standard);
  }
};

/** What the save posts: the standard and the ten measures as numbers. */
export const wizardBody = (state: Answers): MeasurementInput => ({
  measurement_standard: state.standard,
  ...(Object.fromEntries(
    MEASUREMENT_KEYS.map((key) => [key, state.values[key] === '' ? null : Number(state.values[key])]),
  ) as Record<MeasurementKey, number | null>),
});

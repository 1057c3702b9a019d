import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MEASUREMENT_KEYS, type MeasurementStandard } from '@studio/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useReducer } from 'react';
import { t as translate, useT } from '../../../../lib/i18n';
import { useAddMeasurement } from '../api/add-measurement';
import { useFocusOnMount } from '../use-focus-on-mount';
import { initialWizard, stepOf, type WizardStep, wizardBody, wizardReducer } from '../wizard-state';
import { MeasureStep } from './measure-step';
import { ReviewStep } from './review-step';
import { StandardStep } from './standard-step';

type MeasurementWizardProps = {
  opened: boolean;
  onClose: () => void;
  userId: number;
  /** The member's usual standard, chosen at first. */
  standard: MeasurementStandard;
};

/** Where the member is: units, "Measure 3 of 10", review. */
const stepCaption = (step: WizardStep): string => {
  if (step.kind === 'standard') return translate('profile.wizard.units');
  if (step.kind === 'measure')
    return translate('profile.wizard.measureOf', { index: step.index + 1, count: MEASUREMENT_KEYS.length });
  return step.kind === 'review' ? translate('profile.wizard.review') : translate('profile.wizard.saved');
};

/** The last screen: the set is saved; Finish closes (spec M2). */
const SavedStep = ({ onFinish }: { onFinish: () => void }) => {
  const t = useT();
  const finishRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {t('shared.profile.measurementSaved')}
      </Text>
      <Text>{t('profile.wizard.savedText')}</Text>
      <Group justify="flex-end">
        <Button ref={finishRef} onClick={onFinish}>
          {t('profile.wizard.finish')}
        </Button>
      </Group>
    </Stack>
  );
};

/** The add dialog (spec M2 "Add wizard", M4): standard, ten measures, review, saved. */
export const MeasurementWizard = ({ opened, onClose, userId, standard }: MeasurementWizardProps) => {
  const t = useT();
  const [state, dispatch] = useReducer(wizardReducer, standard, initialWizard);
  const addMeasurement = useAddMeasurement();
  const step = stepOf(state);

  // Spec M2: closing at any point resets the wizard, whether by its own buttons or by the address
  // losing form_open. A save still under way no longer reaches it.
  const { reset: forgetSave } = addMeasurement;
  useEffect(() => {
    if (opened) return;
    dispatch({ type: 'reset', standard });
    forgetSave();
  }, [opened, standard, forgetSave]);

  const save = () =>
    addMeasurement.mutate(
      { userId, set: wizardBody(state) },
      { onSuccess: () => dispatch({ type: 'saved' }) },
    );

  // The first step has nothing before it, unless it is edited from the review.
  const canGoBack =
    step.kind === 'measure' || step.kind === 'review' || (step.kind === 'standard' && state.editing !== null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.measurements.add')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      centered
    >
      <Stack gap="md">
        <Group gap="xs" mih={28}>
          {canGoBack && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('profile.wizard.back')}
              onClick={() => dispatch({ type: 'back' })}
            >
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          )}
          <Text size="sm" c="dimmed">
            {stepCaption(step)}
          </Text>
        </Group>
        {step.kind === 'standard' && (
          <StandardStep
            standard={state.standard}
            onChoose={(next) => dispatch({ type: 'choose', standard: next })}
            onContinue={() => dispatch({ type: 'continue' })}
          />
        )}
        {step.kind === 'measure' && (
          <MeasureStep
            key={step.key}
            measure={step.key}
            standard={state.standard}
            value={state.values[step.key]}
            onChange={(value) => dispatch({ type: 'type', value })}
            onContinue={() => dispatch({ type: 'continue' })}
          />
        )}
        {step.kind === 'review' && (
          <ReviewStep
            state={state}
            saving={addMeasurement.isPending}
            onEdit={(to) => dispatch({ type: 'edit', step: to })}
            onSave={save}
          />
        )}
        {step.kind === 'saved' && <SavedStep onFinish={onClose} />}
      </Stack>
    </Modal>
  );
};

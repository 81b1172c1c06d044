import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { STEP_TITLES, type WizardStep } from '../wizard-values';
import classes from './wizard.module.css';

export type StepStatus = 'completed' | 'current' | 'upcoming';

export function stepStatus(step: number, current: WizardStep): StepStatus {
  if (step < current) return 'completed';
  return step === current ? 'current' : 'upcoming';
}

export interface WizardProgressProps {
  current: WizardStep;
  /** Going back to a completed step; none while the wizard is busy. */
  onSelect?: (step: WizardStep) => void;
}

/**
 * The progress bar of docs/product.md#screens: six segments, completed steps green and the current one blue. Completed
 * steps can be opened again. On narrow screens only the current step's title shows under the bar.
 */
export function WizardProgress({ current, onSelect }: WizardProgressProps) {
  return (
    <nav aria-label="Onboarding progress">
      <ol className={classes.progress}>
        {STEP_TITLES.map((title, index) => {
          const step = (index + 1) as WizardStep;
          const status = stepStatus(step, current);
          const content = (
            <>
              <span className={classes.progressBar} aria-hidden />
              <span className={classes.progressLabel}>
                <span className={classes.progressNumber} aria-hidden>
                  {status === 'completed' ? <IconCheck size={12} stroke={3} /> : step}
                </span>
                <span className={classes.progressTitle}>{title}</span>
              </span>
              <VisuallyHidden>
                {`Step ${step} of ${STEP_TITLES.length}`}
                {status === 'completed' ? ', completed' : status === 'current' ? ', current step' : ''}
              </VisuallyHidden>
            </>
          );
          return (
            <li
              key={title}
              className={classes.progressStep}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {status === 'completed' && onSelect ? (
                <UnstyledButton className={classes.progressButton} onClick={() => onSelect(step)}>
                  {content}
                </UnstyledButton>
              ) : (
                <div className={classes.progressButton}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

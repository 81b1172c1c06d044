import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { WIZARD_STEPS } from '@reelbridge/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useAutoSave } from '@/lib/autosave';
import { onboardingKeys, submitProblem, useSaveOnboardingDraft, useSubmitOnboarding } from '../api/onboarding';
import { accountErrorMessage, isCompanyMember, useCreateOwnerAccount } from '../api/owner-account';
import { clearLocalDraft, saveLocalDraft } from '../wizard-storage';
import {
  emptyProduct,
  productsWithErrors,
  STEP_TITLES,
  stepOfPath,
  toDraftData,
  toSubmission,
  validateStep,
  type WizardStep,
  type WizardValues,
} from '../wizard-values';
import { AccountVerification } from './account-verification';
import { BrandStep } from './brand-step';
import { BrandVoiceStep } from './brand-voice-step';
import { CreatorSetupStep } from './creator-setup-step';
import { ProductsStep } from './products-step';
import { StrategyStep } from './strategy-step';
import { VisualAssetsStep } from './visual-assets-step';
import { WizardProgress } from './wizard-progress';
import classes from './wizard.module.css';

export const ONBOARDING_SUCCESS_PATH = '/onboarding-success';

const STEP_INTROS: Record<WizardStep, string> = {
  1: 'Tell us about your brand: the details our team and creators work with.',
  2: 'Add the products creators will feature. You can add as many as you like; at least one is needed.',
  3: 'Upload product photos, brand videos and packaging files for creators to work from.',
  4: 'How your brand looks and sounds, and examples of what already works for you.',
  5: 'Where your brand stands and what success means for you.',
  6: 'How creators reach you and how your brand introduces itself to them.',
};

const ACCOUNT_INTRO =
  'Tell us about your brand. Your email and a password create your Reelbridge account, so you can come back and finish later.';

export interface OnboardingWizardProps {
  companyId: string;
  initialValues: WizardValues;
  initialStep: WizardStep;
  /** When the wizard was submitted before: submitting again replaces what it made. */
  submittedAt?: string | null;
}

/**
 * The six-step brand onboarding wizard (docs/product.md#screens to #validation). Step 1 creates and signs in the brand
 * owner's account when nobody is signed in; from then on every change is kept in this browser at once and on the server
 * 1.5 s after the last edit (and at every step change). Submit sends everything to PUT /brands/{id}/onboarding.
 */
export function OnboardingWizard({ companyId, initialValues, initialStep, submittedAt }: OnboardingWizardProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(currentUserQueryOptions());
  const member = isCompanyMember(user, companyId);

  const form = useForm<WizardValues>({ mode: 'controlled', initialValues });
  const [step, setStep] = useState<WizardStep>(member ? initialStep : 1);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(initialValues.products.slice(0, 1).map((product) => product.id)),
  );
  const [busyUploads, setBusyUploads] = useState<Record<string, boolean>>({});
  const uploading = Object.values(busyUploads).some(Boolean);

  const account = useCreateOwnerAccount();
  const submit = useSubmitOnboarding(companyId);
  const draft = useSaveOnboardingDraft(companyId);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitting = useRef(false);

  // Every change is kept in this browser at once (never the password); once the brand's user is signed in,
  // on the server too: debounced while typing, at once when the step changes. What the wizard opened with may come
  // from this browser only, so it is saved too. A failed save is only logged (by the mutation): the next change
  // tries again.
  const { values } = form;
  const serverDraft = useMemo(() => ({ step, data: toDraftData(values) }), [step, values]);
  const autoSave = useAutoSave(serverDraft, {
    enabled: member,
    initiallySaved: false,
    warnOnLeave: false,
    shouldRetry: () => false,
    save: async (next) => {
      const result = await draft.mutateAsync({
        step: next.step,
        data: next.data as unknown as Record<string, unknown>,
      });
      setSavedAt(result.savedAt);
    },
  });
  useEffect(() => {
    if (submitting.current) return;
    saveLocalDraft(companyId, serverDraft.step, serverDraft.data, new Date().toISOString());
  }, [companyId, serverDraft]);
  const { flush: flushServerDraft } = autoSave;
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    void flushServerDraft();
  }, [step, flushServerDraft]);

  // A new step: its heading gets the focus (and the page scrolls to it), as a screen change would.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  function focusFirstError() {
    // After the errors (and any product opened for them) have rendered.
    setTimeout(() => containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  function showErrors(errors: FormErrors) {
    form.setErrors(errors);
    const indexes = productsWithErrors(errors);
    if (indexes.length > 0) {
      const { products } = form.getValues();
      setExpanded((current) => new Set([...current, ...indexes.map((index) => products[index]!.id)]));
    }
    focusFirstError();
  }

  function goTo(next: WizardStep) {
    form.clearErrors();
    submit.reset();
    setStep(next);
  }

  function afterSignIn() {
    setVerifyEmail(null);
    form.setFieldValue('brand.password', '');
    form.setFieldValue('brand.confirmPassword', '');
    goTo(2);
  }

  function createAccount(current: WizardValues) {
    account.mutate(
      {
        companyId,
        email: current.brand.email,
        password: current.brand.password,
        name: current.brand.name.trim(),
        phone: current.brand.phone,
      },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'verify') setVerifyEmail(outcome.email);
          else afterSignIn();
        },
      },
    );
  }

  function sendAll(current: WizardValues) {
    for (let index = 1; index <= WIZARD_STEPS; index += 1) {
      const errors = validateStep(index as WizardStep, current, { withPassword: false });
      if (Object.keys(errors).length > 0) {
        setStep(index as WizardStep);
        showErrors(errors);
        return;
      }
    }
    submitting.current = true;
    // No draft save while the submission runs (one under way is waited for), nor after it: it saved everything.
    autoSave
      .exclusive(async () => {
        await submit.mutateAsync(toSubmission(current));
        autoSave.markSaved({ step, data: toDraftData(current) });
      })
      .then(
        () => {
          clearLocalDraft(companyId);
          queryClient.removeQueries({ queryKey: onboardingKeys.status(companyId) });
          void navigate(ONBOARDING_SUCCESS_PATH, { replace: true });
        },
        (error: unknown) => {
          submitting.current = false;
          const { fields } = submitProblem(error);
          const known = Object.fromEntries(Object.entries(fields).filter(([path]) => stepOfPath(path) === step));
          if (Object.keys(known).length > 0) showErrors(known);
        },
      );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = form.getValues();
    const errors = validateStep(step, current, { withPassword: !member });
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    form.clearErrors();
    if (step === 1 && !member) createAccount(current);
    else if (step < WIZARD_STEPS) goTo((step + 1) as WizardStep);
    else sendAll(current);
  }

  const busy = account.isPending || submit.isPending;
  const problem = submit.isError ? submitProblem(submit.error) : null;
  const title = verifyEmail ? 'Verify your email' : STEP_TITLES[step - 1];
  const onBusyChange = (field: string, active: boolean) =>
    setBusyUploads((current) => (current[field] === active ? current : { ...current, [field]: active }));

  return (
    <div className={classes.wizard} ref={containerRef}>
      <PublicCard title="Brand onboarding" description={`Step ${step} of ${WIZARD_STEPS}: ${STEP_TITLES[step - 1]}`}>
        <WizardProgress current={step} onSelect={busy || uploading || verifyEmail ? undefined : goTo} />
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
              {title}
            </Title>
            {!verifyEmail && (
              <Text size="sm" c="dimmed">
                {step === 1 && !member ? ACCOUNT_INTRO : STEP_INTROS[step]}
              </Text>
            )}
          </Stack>

          {submittedAt && (step === 1 || step === WIZARD_STEPS) && !verifyEmail && (
            <StatusAlert tone="info">
              This onboarding was submitted on {new Date(submittedAt).toLocaleDateString()}. Submitting it again
              replaces the products it created.
            </StatusAlert>
          )}

          {verifyEmail ? (
            <AccountVerification
              companyId={companyId}
              email={verifyEmail}
              password={values.brand.password}
              onSignedIn={afterSignIn}
              onBack={() => {
                account.reset();
                setVerifyEmail(null);
              }}
            />
          ) : (
            <form onSubmit={handleSubmit} noValidate aria-label={title}>
              <Stack gap="lg">
                {step === 1 && account.isError && (
                  <StatusAlert tone="error">{accountErrorMessage(account.error)}</StatusAlert>
                )}
                {step === 1 && <BrandStep form={form} withPassword={!member} disabled={busy} />}
                {step === 2 && (
                  <ProductsStep
                    form={form}
                    expanded={expanded}
                    disabled={busy}
                    onToggle={(id) =>
                      setExpanded((current) => {
                        const next = new Set(current);
                        if (!next.delete(id)) next.add(id);
                        return next;
                      })
                    }
                    onAdd={() => {
                      const product = emptyProduct();
                      form.insertListItem('products', product);
                      // The new product opens; the others close, so the list stays short.
                      setExpanded(new Set([product.id]));
                    }}
                    onRemove={(index) => {
                      form.clearErrors();
                      form.removeListItem('products', index);
                    }}
                  />
                )}
                {step === 3 && (
                  <VisualAssetsStep form={form} brandId={companyId} onBusyChange={onBusyChange} disabled={busy} />
                )}
                {step === 4 && (
                  <BrandVoiceStep form={form} brandId={companyId} onBusyChange={onBusyChange} disabled={busy} />
                )}
                {step === 5 && <StrategyStep form={form} disabled={busy} />}
                {step === 6 && <CreatorSetupStep form={form} disabled={busy} />}

                {problem && (
                  <StatusAlert tone="error" title={problem.message}>
                    {problem.detail ?? 'Nothing you entered is lost. Please try again.'}
                  </StatusAlert>
                )}

                <Group justify="space-between" gap="sm" wrap="nowrap">
                  {step > 1 ? (
                    <Button
                      variant="default"
                      size="md"
                      onClick={() => goTo((step - 1) as WizardStep)}
                      disabled={busy || uploading}
                    >
                      Previous
                    </Button>
                  ) : (
                    <span />
                  )}
                  <LoadingButton
                    type="submit"
                    size="md"
                    loading={busy}
                    loadingText={account.isPending ? 'Creating account...' : 'Submitting...'}
                    disabled={uploading}
                  >
                    {step < WIZARD_STEPS ? 'Next' : 'Submit'}
                  </LoadingButton>
                </Group>
                <Text size="xs" c="dimmed" ta="right" aria-live="polite">
                  {uploading
                    ? 'Waiting for uploads to finish…'
                    : member
                      ? savedAt
                        ? `Signed in as ${user?.email ?? ''}. Progress saved.`
                        : `Signed in as ${user?.email ?? ''}. Progress is saved as you go.`
                      : 'What you enter is kept in this browser until your account is created.'}
                </Text>
              </Stack>
            </form>
          )}
        </Stack>
      </PublicCard>
    </div>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {
  commonTexts,
  GUARDIAN_WIZARD_STEPS,
  onboardingTexts,
  guardianWizardPercent,
  makeGuardianOnboardingSchema,
  signedInAreaTexts,
  todayIsoDate,
  type UserProfile,
} from '@estatekey/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';

import { WizardProgress, WizardStepSection } from '../../../components/wizard/wizard-frame';
import { useUserProfile } from '../../../data/user/use-user-profile';
import {
  AlmostDoneStep,
  CleanoutStep,
  ContactStep,
  ForeclosureStep,
  IdentityStep,
  KeyPickupStep,
  MortgageStep,
  PropertyStep,
} from './answer-steps';
import { CompletionErrorDialog } from './completion-error-dialog';
import { DocumentsStep, type ChosenDocument } from './documents-step';
import { useCompleteOnboarding } from '../api/use-complete-onboarding';
import {
  answerErrorsOf,
  firstStepWithError,
  initialAnswers,
  isAnswerField,
  ANSWER_FIELDS,
  type AnswerErrors,
  type WizardAnswers,
} from './wizard-answers';

const text = onboardingTexts;
const STEP_COUNT = GUARDIAN_WIZARD_STEPS.length;
const FIRST_STEP = 1;

type FocusTarget = 'heading' | 'firstError';

/** The second click of a double-click lands on whatever button took the first one's place: ignore it. */
function isRepeatClick(event: MouseEvent<HTMLButtonElement>): boolean {
  return event.detail > 1;
}

/** The errors the form shows now, keyed by field. */
function shownErrors({ getFieldState }: UseFormReturn<WizardAnswers>): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const field of ANSWER_FIELDS) {
    const message = getFieldState(field).error?.message;
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The answers live in a react-hook-form form whose fields are the form kit's. Nothing is checked while typing or
 * moving between steps: completion checks the whole form against the schema and hands its errors to the fields; a
 * field's error goes away as soon as it is changed.
 */
function useWizardForm(profile: UserProfile | null): UseFormReturn<WizardAnswers> {
  const form = useForm<WizardAnswers>({ defaultValues: initialAnswers(profile) });
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (isAnswerField(name)) clearErrors(name);
        },
      }),
    [subscribe, clearErrors],
  );
  return form;
}

function GuardianOnboardingForm({ profile }: { profile: UserProfile | null }) {
  const completeOnboarding = useCompleteOnboarding();
  const [today] = useState(todayIsoDate);
  const schema = useMemo(() => makeGuardianOnboardingSchema(today), [today]);
  const [step, setStep] = useState(FIRST_STEP);
  const form = useWizardForm(profile);
  // Bumped whenever completion shows errors, so focus moves to the first one even on the step already open.
  const [errorsShown, setErrorsShown] = useState(0);
  const [documents, setDocuments] = useState<readonly ChosenDocument[]>([]);
  const [completing, setCompleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const focusTarget = useRef<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLElement>(null);

  const { key: stepKey, title: stepTitle } = GUARDIAN_WIZARD_STEPS[step - 1] ?? GUARDIAN_WIZARD_STEPS[0];
  const percent = guardianWizardPercent(step);
  const isLastStep = step === STEP_COUNT;

  // Focus follows navigation: the new step's heading, or the first field completion found wrong.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === null) return;
    const firstInvalid =
      target === 'firstError' ? stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    (firstInvalid ?? headingRef.current)?.focus();
  }, [step, errorsShown]);

  const goTo = (nextStep: number, focus: FocusTarget = 'heading') => {
    focusTarget.current = focus;
    setStep(Math.min(Math.max(nextStep, FIRST_STEP), STEP_COUNT));
  };

  const setErrors = (found: AnswerErrors) => {
    form.clearErrors();
    for (const [field, message] of Object.entries(found)) {
      if (isAnswerField(field)) form.setError(field, { type: 'completion', message });
    }
  };

  const showErrors = (found: AnswerErrors) => {
    setErrors(found);
    focusTarget.current = 'firstError';
    setErrorsShown((count) => count + 1);
    const errorStep = firstStepWithError(found);
    if (errorStep !== null) setStep(errorStep);
  };

  const complete = async () => {
    if (inFlight.current) return;
    const checked = schema.safeParse(form.getValues());
    if (!checked.success) {
      showErrors(answerErrorsOf(checked.error.issues));
      return;
    }
    inFlight.current = true;
    setCompleting(true);
    try {
      const outcome = await completeOnboarding(
        checked.data,
        documents.map((document) => document.file),
      );
      if (outcome.status === 'failed') {
        setErrors(outcome.fieldErrors);
        setFailed(true);
      }
    } finally {
      inFlight.current = false;
      setCompleting(false);
    }
  };

  const closeFailure = () => {
    setFailed(false);
    const errorStep = firstStepWithError(shownErrors(form));
    if (errorStep !== null) goTo(errorStep, 'firstError');
  };

  // Enter in a field moves on, as Continue does; on the last step it completes.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (completing) return;
    if (isLastStep) void complete();
    else goTo(step + 1);
  };

  const stepProps = { control: form.control };
  const stepBodies = {
    identity: <IdentityStep {...stepProps} />,
    contact: <ContactStep {...stepProps} />,
    property: <PropertyStep {...stepProps} />,
    mortgage: <MortgageStep {...stepProps} />,
    foreclosure: <ForeclosureStep {...stepProps} />,
    keyPickup: <KeyPickupStep {...stepProps} today={today} />,
    cleanout: <CleanoutStep {...stepProps} />,
    documents: <DocumentsStep documents={documents} onDocumentsChange={setDocuments} />,
    almostDone: <AlmostDoneStep />,
  } as const;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={signedInAreaTexts.onboardingPending.forms.guardianExecutor}
      aria-busy={completing}
      sx={{ display: 'grid', gap: 3, minWidth: 0 }}
    >
      <WizardProgress
        step={step}
        stepCount={STEP_COUNT}
        percent={percent}
        label={onboardingTexts.guardianWizard.progressLabel}
      />

      <WizardStepSection title={stepTitle} headingRef={headingRef} sectionRef={stepRef}>
        {stepBodies[stepKey]}
      </WizardStepSection>

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          disabled={step === FIRST_STEP || completing}
          onClick={(event) => {
            if (!isRepeatClick(event)) goTo(step - 1);
          }}
        >
          {text.previous}
        </Button>
        {isLastStep ? (
          <Button
            key="complete"
            type="button"
            variant="contained"
            disabled={completing}
            startIcon={completing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            onClick={(event) => {
              if (!isRepeatClick(event)) void complete();
            }}
          >
            {completing ? text.completing : text.complete}
          </Button>
        ) : (
          <Button
            key="continue"
            type="submit"
            variant="contained"
            onClick={(event) => {
              if (isRepeatClick(event)) event.preventDefault();
            }}
          >
            {text.continue}
          </Button>
        )}
      </Stack>

      <CompletionErrorDialog open={failed} onClose={closeFailure} />
    </Box>
  );
}

/**
 * The Guardian/Executor onboarding wizard (spec part 1 §2.12): nine steps, free to move between (§4), checked as a
 * whole on completion. Its answers start from the profile's contact details.
 */
export function GuardianOnboardingWizard() {
  const profile = useUserProfile();
  if (profile.status === 'loading') {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  }
  return <GuardianOnboardingForm profile={profile.data} />;
}

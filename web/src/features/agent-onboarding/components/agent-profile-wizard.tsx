import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  AGENT_WIZARD_STEP_PERCENT,
  AGENT_WIZARD_STEPS,
  type AgentProfileInput,
  agentTexts,
  emptyAgentProfile,
  onboardingTexts,
} from '@estatekey/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';

import { WizardProgress, WizardStepSection } from '../../../components/wizard/wizard-frame';
import { useCompleteAgentOnboarding } from '../api/use-complete-agent-onboarding';
import {
  AdditionalStep,
  PersonalStep,
  ProfessionalStep,
  ServicesStep,
  type AgentProfileControl,
} from '../../../components/agent-profile/agent-profile-steps';
import {
  checkedAgentProfile,
  fieldsOfStep,
  stepOfField,
  stepProblems,
  type StepProblem,
} from '../../../components/agent-profile/agent-profile-values';

const text = onboardingTexts;
const agentText = onboardingTexts.agent;
const wizardText = agentTexts.wizard;
const STEP_COUNT = AGENT_WIZARD_STEPS.length;
const LAST_STEP = STEP_COUNT - 1;

const STEP_BODIES: Record<(typeof AGENT_WIZARD_STEPS)[number]['key'], (control: AgentProfileControl) => ReactElement> =
  {
    personal: (control) => <PersonalStep control={control} />,
    professional: (control) => <ProfessionalStep control={control} />,
    services: (control) => <ServicesStep control={control} />,
    additional: (control) => <AdditionalStep control={control} />,
  };

/**
 * The agent profile wizard (spec part 1 §2.13, §4, §5): Personal, Professional, Services, Additional; each step is
 * checked before Continue moves on, the last on 'Complete Profile'. 33.33 % per step. Completion saves through
 * PUT /api/user/onboarding/agent/complete; the live profile then closes onboarding and opens the dashboard.
 */
export function AgentProfileWizard() {
  const completion = useCompleteAgentOnboarding();
  const completing = completion.pending;
  const [step, setStep] = useState(0);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { control, getValues, setError, clearErrors } = useForm<AgentProfileInput>({
    defaultValues: emptyAgentProfile(),
  });

  // Focus follows navigation to the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  const showProblems = (problems: readonly StepProblem[]) => {
    for (const { field, message } of problems) setError(field, { message }, { shouldFocus: false });
    setStepMessage(problems[0]?.message ?? null);
  };

  const goTo = (next: number) => {
    moved.current = true;
    setStepMessage(null);
    setStep(next);
  };

  const complete = async () => {
    const checked = checkedAgentProfile(getValues());
    if (!checked.ok) {
      const first = checked.problems[0];
      if (first) setStep(stepOfField(first.field));
      showProblems(checked.problems);
      return;
    }
    await completion.mutate({ body: { formData: checked.profile } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (completing) return;
    clearErrors(fieldsOfStep(step));
    const problems = stepProblems(getValues(), step);
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    if (step === LAST_STEP) void complete();
    else goTo(step + 1);
  };

  const { key, title } = AGENT_WIZARD_STEPS[step] ?? AGENT_WIZARD_STEPS[0];
  // 33.33 % per step: the first step starts at 0 %, the fourth reaches 100 %.
  const percent = Math.min(step * AGENT_WIZARD_STEP_PERCENT, 100);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={agentText.title}
      aria-busy={completing}
      sx={{ display: 'grid', gap: 3, minWidth: 0 }}
    >
      <WizardProgress step={step + 1} stepCount={STEP_COUNT} percent={percent} label={wizardText.progressLabel} />
      <WizardStepSection title={title} headingRef={headingRef}>
        {stepMessage && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {stepMessage}
          </Alert>
        )}
        {STEP_BODIES[key](control)}
      </WizardStepSection>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={step === 0 || completing} onClick={() => goTo(step - 1)}>
          {text.back}
        </Button>
        <Button type="submit" variant="contained" disabled={completing}>
          {step === LAST_STEP ? (completing ? wizardText.completing : agentText.completeProfile) : text.continue}
        </Button>
      </Stack>
    </Box>
  );
}

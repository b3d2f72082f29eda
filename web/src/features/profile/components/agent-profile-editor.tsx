import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AGENT_WIZARD_STEPS, type AgentProfileInput, agentTexts, type StoredAgentProfile } from '@estatekey/domain';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import {
  AdditionalStep,
  PersonalStep,
  ProfessionalStep,
  ServicesStep,
} from '../../../components/agent-profile/agent-profile-steps';
import { agentProfileFormValues, checkedAgentProfile } from '../../../components/agent-profile/agent-profile-values';
import { SectionCard } from '../../../components/ui/section-card';
import { useSaveAgentProfile } from '../api/use-save-agent-profile';

const wizardText = agentTexts.wizard;

/** Profile Settings for agents: the wizard's four steps on one form, prefilled, saved together. */
export function AgentProfileEditor({ stored }: { stored: StoredAgentProfile | undefined }) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const saveProfile = useSaveAgentProfile();
  const { control, getValues, setError, clearErrors } = useForm<AgentProfileInput>({
    defaultValues: agentProfileFormValues(stored),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saveProfile.pending) return;
    clearErrors();
    const checked = checkedAgentProfile(getValues());
    if (!checked.ok) {
      for (const { field, message } of checked.problems) setError(field, { message });
      setProblem(checked.problems[0]?.message ?? null);
      return;
    }
    setProblem(null);
    await saveProfile.mutate({ body: { formData: checked.profile } });
  };

  const sections = [PersonalStep, ProfessionalStep, ServicesStep, AdditionalStep];
  return (
    <SectionCard
      headingId={headingId}
      title={wizardText.profileSettingsTitle}
      intro={wizardText.profileSettingsIntro}
      sx={{ mt: 3 }}
    >
      <Box
        component="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 3 }}
      >
        {problem && <Alert severity="error">{problem}</Alert>}
        {sections.map((Section, index) => (
          <Box key={AGENT_WIZARD_STEPS[index]?.key}>
            <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
              {AGENT_WIZARD_STEPS[index]?.title}
            </Typography>
            <Section control={control} />
          </Box>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={saveProfile.pending}>
            {saveProfile.pending ? wizardText.completing : wizardText.saveProfile}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

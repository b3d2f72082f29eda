import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  addServiceCounty,
  AGENT_SPECIALTIES,
  type AgentProfileInput,
  agentTexts,
  CONTACT_PREFERENCES,
  onboardingTexts,
  US_STATES,
  YEARS_EXPERIENCE_MAX,
  YEARS_EXPERIENCE_MIN,
} from '@estatekey/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';

import {
  FormCheckboxField,
  FormDateField,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  OutlinedField,
} from '../form';

const labels = agentTexts.wizard.labels;
const wizardText = agentTexts.wizard;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));
const OPTIONAL_STATE_OPTIONS = [{ value: '', label: wizardText.noState }, ...STATE_OPTIONS];
const CONTACT_OPTIONS = CONTACT_PREFERENCES.map((value) => ({ value, label: wizardText.contactPreferences[value] }));

export type AgentProfileControl = Control<AgentProfileInput>;
interface StepProps {
  readonly control: AgentProfileControl;
}

/** Step 1, Personal: address, city, state, ZIP code and phone, all required. */
export function PersonalStep({ control }: StepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={control} name="address" label={labels.address} autoComplete="street-address" required />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField control={control} name="city" label={labels.city} autoComplete="address-level2" required />
        <FormSelectField control={control} name="state" label={labels.state} options={STATE_OPTIONS} required />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField control={control} name="zipCode" label={labels.zipCode} autoComplete="postal-code" required />
        <FormTextField control={control} name="phone" label={labels.phone} type="tel" autoComplete="tel" required />
      </Stack>
    </Box>
  );
}

/** Step 2, Professional: license, years (0–50) and brokerage name required; the brokerage's details optional. */
export function ProfessionalStep({ control }: StepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField control={control} name="licenseNumber" label={labels.licenseNumber} required />
        <FormSelectField
          control={control}
          name="licenseState"
          label={labels.licenseState}
          options={STATE_OPTIONS}
          required
        />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormDateField control={control} name="licenseExpiration" label={labels.licenseExpiration} required />
        <FormTextField
          control={control}
          name="yearsExperience"
          label={labels.yearsExperience}
          type="number"
          slotProps={{ htmlInput: { min: YEARS_EXPERIENCE_MIN, max: YEARS_EXPERIENCE_MAX, step: 1 } }}
          required
        />
      </Stack>
      <FormTextField control={control} name="brokerageName" label={labels.brokerageName} required />
      <FormTextField control={control} name="brokerageAddress" label={labels.brokerageAddress} />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField control={control} name="brokerageCity" label={labels.brokerageCity} />
        <FormSelectField
          control={control}
          name="brokerageState"
          label={labels.brokerageState}
          options={OPTIONAL_STATE_OPTIONS}
        />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField control={control} name="brokerageZip" label={labels.brokerageZip} />
        <FormTextField control={control} name="brokeragePhone" label={labels.brokeragePhone} type="tel" />
      </Stack>
    </Box>
  );
}

/** Counties are typed and added with Enter; empty and duplicate entries are ignored (spec part 1 §5). */
function ServiceCountiesField({ control }: StepProps) {
  const [draft, setDraft] = useState('');
  const hintId = useId();
  return (
    <Controller
      control={control}
      name="serviceCounties"
      render={({ field, fieldState }) => {
        const counties = field.value ?? [];
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          // Enter adds the county instead of submitting the step.
          event.preventDefault();
          field.onChange(addServiceCounty(counties, draft));
          setDraft('');
        };
        return (
          <Box>
            <OutlinedField
              label={labels.serviceCounties}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              inputRef={field.ref}
              fullWidth
              error={fieldState.error !== undefined}
              helperText={onboardingTexts.agent.addCountyHint}
              slotProps={{ htmlInput: { 'aria-describedby': hintId }, formHelperText: { id: hintId } }}
            />
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: 'wrap', mt: 1 }}
              component="ul"
              aria-label={labels.serviceCounties}
            >
              {counties.map((county) => (
                <Box component="li" key={county} sx={{ listStyle: 'none' }}>
                  {/* With onDelete the chip is a button named by the county; Delete or Backspace removes it. */}
                  <Chip
                    label={county}
                    onDelete={() => field.onChange(counties.filter((existing) => existing !== county))}
                  />
                </Box>
              ))}
            </Stack>
          </Box>
        );
      }}
    />
  );
}

/** The eight specialties as checkboxes (spec part 1 §5). */
function SpecialtiesField({ control }: StepProps) {
  return (
    <Controller
      control={control}
      name="specialties"
      render={({ field, fieldState }) => {
        const chosen: readonly string[] = field.value ?? [];
        const toggle = (specialty: (typeof AGENT_SPECIALTIES)[number], checked: boolean) =>
          field.onChange(checked ? [...chosen, specialty] : chosen.filter((existing) => existing !== specialty));
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined}>
            <FormLabel component="legend">{labels.specialties}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {AGENT_SPECIALTIES.map((specialty, index) => (
                <FormControlLabel
                  key={specialty}
                  label={specialty}
                  control={
                    <Checkbox
                      checked={chosen.includes(specialty)}
                      onChange={(_event, checked) => toggle(specialty, checked)}
                      slotProps={index === 0 ? { input: { ref: field.ref } } : undefined}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

/** Step 3, Services: at least one county and one specialty; the experience answers are optional. */
export function ServicesStep({ control }: StepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ServiceCountiesField control={control} />
      <SpecialtiesField control={control} />
      <FormTextField control={control} name="estateExperience" label={labels.estateExperience} multiline minRows={3} />
      <Box>
        <FormCheckboxField control={control} name="guardianshipExperience" label={labels.guardianshipExperience} />
        <FormCheckboxField control={control} name="executorExperience" label={labels.executorExperience} />
        <FormCheckboxField control={control} name="probateExperience" label={labels.probateExperience} />
      </Box>
    </Box>
  );
}

/** Step 4, Additional: bio, contact preference (email by default), website and the terms, which must be agreed to. */
export function AdditionalStep({ control }: StepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={control} name="bio" label={labels.bio} multiline minRows={3} />
      <FormRadioGroup
        control={control}
        name="contactPreference"
        label={labels.contactPreference}
        options={CONTACT_OPTIONS}
        row
      />
      <FormTextField control={control} name="websiteUrl" label={labels.websiteUrl} type="url" autoComplete="url" />
      <FormCheckboxField control={control} name="agreeToTerms" label={labels.agreeToTerms} />
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  formTexts,
  onboardingTexts,
  KEY_PICKUP_METHODS,
  type KeyPickupMethod,
  ONBOARDING_PICKUP_SLOT_OPTIONS,
  US_STATES,
} from '@estatekey/domain';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';

import {
  FormCheckboxField,
  FormDateField,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  FormYesNoField,
  labelledOptions,
} from '../../../components/form';
import type { WizardAnswers } from './wizard-answers';

const text = onboardingTexts.guardian;
const wizardText = onboardingTexts.guardianWizard;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;

const KEY_PICKUP_METHOD_LABELS: Record<KeyPickupMethod, string> = {
  schedule: text.keyPickupSchedule,
  lockbox: text.keyPickupLockbox,
};
const KEY_PICKUP_METHOD_OPTIONS = labelledOptions(KEY_PICKUP_METHODS, KEY_PICKUP_METHOD_LABELS);
const AMOUNT_INPUT = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } } as const;
const NUMERIC_INPUT = { htmlInput: { inputMode: 'numeric' } } as const;

export interface AnswerStepProps {
  /** The wizard's form: answers are checked as a whole on completion, whose errors the fields then show. */
  readonly control: Control<WizardAnswers>;
}

/** Step 1: the identity confirmation, and the attorney referral offered to non-attorneys (spec part 1 §6). */
export function IdentityStep({ control }: AnswerStepProps) {
  const isAttorney = useWatch({ control, name: 'isAttorney' });
  return (
    <Stack spacing={2}>
      <FormCheckboxField control={control} name="identityVerified" label={text.identityConfirm} />
      <FormYesNoField control={control} name="isAttorney" label={text.isAttorneyQuestion} />
      {!isAttorney && (
        <FormYesNoField control={control} name="needsAttorneyReferral" label={text.needsAttorneyReferralQuestion} />
      )}
    </Stack>
  );
}

/** Step 2: the user's own contact details, marked required (checked on completion only, spec part 1 §5). */
export function ContactStep({ control }: AnswerStepProps) {
  const labels = wizardText.contact;
  const required = { control, required: true, markRequired: true } as const;
  return (
    <Stack spacing={2}>
      <FormTextField {...required} name="fullName" label={labels.fullName} autoComplete="name" />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField {...required} name="email" label={labels.email} type="email" autoComplete="email" />
        <FormTextField {...required} name="phone" label={labels.phone} type="tel" autoComplete="tel" />
      </Stack>
      <FormTextField {...required} name="address" label={labels.address} autoComplete="street-address" />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField {...required} name="city" label={labels.city} autoComplete="address-level2" />
        <FormSelectField
          {...required}
          name="state"
          label={labels.state}
          autoComplete="address-level1"
          placeholder={formTexts.chooseState}
          options={US_STATES}
        />
        <FormTextField
          {...required}
          name="zipCode"
          label={labels.zipCode}
          autoComplete="postal-code"
          slotProps={NUMERIC_INPUT}
        />
      </Stack>
    </Stack>
  );
}

/** Step 3: the property to sell; completion creates it (DESIGN §8). */
export function PropertyStep({ control }: AnswerStepProps) {
  const labels = wizardText.property;
  const required = { control, required: true, markRequired: true } as const;
  return (
    <Stack spacing={2}>
      <FormTextField {...required} name="propertyAddress" label={labels.address} />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField {...required} name="propertyCity" label={labels.city} />
        <FormSelectField
          {...required}
          name="propertyState"
          label={labels.state}
          placeholder={formTexts.chooseState}
          options={US_STATES}
        />
        <FormTextField {...required} name="propertyZipCode" label={labels.zipCode} slotProps={NUMERIC_INPUT} />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormSelectField
          control={control}
          name="bedrooms"
          label={text.bedroomsLabel}
          placeholder={wizardText.notSpecified}
          options={BEDROOM_OPTIONS}
        />
        <FormSelectField
          control={control}
          name="bathrooms"
          label={text.bathroomsLabel}
          placeholder={wizardText.notSpecified}
          options={BATHROOM_OPTIONS}
        />
      </Stack>
      <FormTextField
        control={control}
        name="propertyPrice"
        label={text.expectedPriceLabel}
        type="number"
        slotProps={AMOUNT_INPUT}
      />
    </Stack>
  );
}

/** Step 4: the balance is asked only when there is a mortgage. */
export function MortgageStep({ control }: AnswerStepProps) {
  const hasMortgage = useWatch({ control, name: 'hasMortgage' });
  return (
    <Stack spacing={2}>
      <FormYesNoField control={control} name="hasMortgage" label={text.hasMortgageQuestion} />
      {hasMortgage && (
        <FormTextField
          control={control}
          name="mortgageBalance"
          label={text.mortgageBalanceLabel}
          type="number"
          slotProps={AMOUNT_INPUT}
        />
      )}
    </Stack>
  );
}

/** Step 5: a property in foreclosure gets the team's 24-hour call. */
export function ForeclosureStep({ control }: AnswerStepProps) {
  const isInForeclosure = useWatch({ control, name: 'isInForeclosure' });
  return (
    <Stack spacing={2}>
      <FormYesNoField control={control} name="isInForeclosure" label={text.isInForeclosureQuestion} />
      {isInForeclosure && <Alert severity="info">{text.foreclosurePromise}</Alert>}
    </Stack>
  );
}

export interface KeyPickupStepProps extends AnswerStepProps {
  /** The earliest pickup date, YYYY-MM-DD. */
  readonly today: string;
}

/** Step 6: a scheduled pickup needs a date and an hourly slot; a lockbox needs its code (spec part 1 §5). */
export function KeyPickupStep({ control, today }: KeyPickupStepProps) {
  const method = useWatch({ control, name: 'keyPickupMethod' });
  const required = { control, required: true, markRequired: true } as const;
  return (
    <Stack spacing={2}>
      <FormRadioGroup
        control={control}
        name="keyPickupMethod"
        label={text.keyPickupMethodLabel}
        options={KEY_PICKUP_METHOD_OPTIONS}
      />
      {method === 'schedule' ? (
        <Stack direction={rowOnWideScreens} spacing={2}>
          <FormDateField {...required} name="pickupDate" label={wizardText.pickupDateLabel} min={today} />
          <FormSelectField
            {...required}
            name="pickupTime"
            label={wizardText.pickupTimeLabel}
            placeholder={wizardText.chooseTime}
            options={ONBOARDING_PICKUP_SLOT_OPTIONS}
          />
        </Stack>
      ) : (
        <FormTextField {...required} name="lockboxCode" label={text.lockboxCodeLabel} autoComplete="off" />
      )}
    </Stack>
  );
}

/** Step 7 */
export function CleanoutStep({ control }: AnswerStepProps) {
  return <FormYesNoField control={control} name="needsCleanout" label={text.needsCleanoutQuestion} />;
}

/** Step 9: what happens after completion. */
export function AlmostDoneStep() {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {text.nextStepsTitle}
      </Typography>
      <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 1 } }}>
        {text.nextSteps.map((nextStep) => (
          <li key={nextStep}>
            <Typography>{nextStep}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

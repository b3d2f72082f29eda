import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  formatTime12h,
  formMessages,
  guardianOnboardingWizardMessages,
  KEY_PICKUP_METHODS,
  messages,
  ONBOARDING_PICKUP_SLOTS,
  US_STATES,
  type KeyPickupMethod,
} from '@estatekey/domain';
import { useId } from 'react';

import type { AnswerErrors, ChangeAnswer, WizardAnswers } from './wizard-answers';
import { FieldError, WizardSelect, WizardTextField, YesNoQuestion } from './wizard-fields';

const text = messages.onboarding.guardian;
const wizardText = guardianOnboardingWizardMessages;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));
const BEDROOM_CHOICES = BEDROOM_OPTIONS.map((option) => ({ value: option, label: option }));
const BATHROOM_CHOICES = BATHROOM_OPTIONS.map((option) => ({ value: option, label: option }));
const PICKUP_TIME_CHOICES = ONBOARDING_PICKUP_SLOTS.map((slot) => ({ value: slot, label: formatTime12h(slot) }));
const KEY_PICKUP_METHOD_LABELS: Record<KeyPickupMethod, string> = {
  schedule: text.keyPickupSchedule,
  lockbox: text.keyPickupLockbox,
};
const AMOUNT_INPUT = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } } as const;

export interface AnswerStepProps {
  readonly answers: WizardAnswers;
  readonly errors: AnswerErrors;
  readonly onChange: ChangeAnswer;
}

function amountText(amount: WizardAnswers['propertyPrice']): string {
  return amount === null ? '' : String(amount);
}

/** Step 1: the identity confirmation, and the attorney referral offered to non-attorneys (spec part 1 §6). */
export function IdentityStep({ answers, errors, onChange }: AnswerStepProps) {
  const errorId = useId();
  const error = errors.identityVerified;
  return (
    <Stack spacing={2}>
      <Box>
        <FormControlLabel
          label={text.identityConfirm}
          control={
            <Checkbox
              name="identityVerified"
              checked={answers.identityVerified}
              onChange={(_event, checked) => onChange('identityVerified', checked)}
              slotProps={{
                input: {
                  'aria-invalid': error !== undefined,
                  ...(error === undefined ? {} : { 'aria-describedby': errorId }),
                },
              }}
            />
          }
        />
        <FieldError id={errorId} message={error} />
      </Box>
      <YesNoQuestion
        name="isAttorney"
        question={text.isAttorneyQuestion}
        value={answers.isAttorney}
        onValueChange={(isAttorney) => onChange('isAttorney', isAttorney)}
      />
      {!answers.isAttorney && (
        <YesNoQuestion
          name="needsAttorneyReferral"
          question={text.needsAttorneyReferralQuestion}
          value={answers.needsAttorneyReferral}
          onValueChange={(needsReferral) => onChange('needsAttorneyReferral', needsReferral)}
        />
      )}
    </Stack>
  );
}

/** Step 2: the user's own contact details, marked required (checked on completion only, spec part 1 §5). */
export function ContactStep({ answers, errors, onChange }: AnswerStepProps) {
  const labels = wizardText.contact;
  return (
    <Stack spacing={2}>
      <WizardTextField
        label={labels.fullName}
        name="fullName"
        autoComplete="name"
        required
        value={answers.fullName}
        error={errors.fullName}
        onValueChange={(value) => onChange('fullName', value)}
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <WizardTextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={answers.email}
          error={errors.email}
          onValueChange={(value) => onChange('email', value)}
        />
        <WizardTextField
          label={labels.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={answers.phone}
          error={errors.phone}
          onValueChange={(value) => onChange('phone', value)}
        />
      </Stack>
      <WizardTextField
        label={labels.address}
        name="address"
        autoComplete="street-address"
        required
        value={answers.address}
        error={errors.address}
        onValueChange={(value) => onChange('address', value)}
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <WizardTextField
          label={labels.city}
          name="city"
          autoComplete="address-level2"
          required
          value={answers.city}
          error={errors.city}
          onValueChange={(value) => onChange('city', value)}
        />
        <WizardSelect
          label={labels.state}
          autoComplete="address-level1"
          required
          placeholder={formMessages.chooseState}
          options={STATE_OPTIONS}
          value={answers.state}
          error={errors.state}
          onValueChange={(value) => onChange('state', value)}
        />
        <WizardTextField
          label={labels.zipCode}
          name="zipCode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={answers.zipCode}
          error={errors.zipCode}
          onValueChange={(value) => onChange('zipCode', value)}
        />
      </Stack>
    </Stack>
  );
}

/** Step 3: the property to sell; completion creates it (DESIGN §8). */
export function PropertyStep({ answers, errors, onChange }: AnswerStepProps) {
  const labels = wizardText.property;
  return (
    <Stack spacing={2}>
      <WizardTextField
        label={labels.address}
        name="propertyAddress"
        required
        value={answers.propertyAddress}
        error={errors.propertyAddress}
        onValueChange={(value) => onChange('propertyAddress', value)}
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <WizardTextField
          label={labels.city}
          name="propertyCity"
          required
          value={answers.propertyCity}
          error={errors.propertyCity}
          onValueChange={(value) => onChange('propertyCity', value)}
        />
        <WizardSelect
          label={labels.state}
          required
          placeholder={formMessages.chooseState}
          options={STATE_OPTIONS}
          value={answers.propertyState}
          error={errors.propertyState}
          onValueChange={(value) => onChange('propertyState', value)}
        />
        <WizardTextField
          label={labels.zipCode}
          name="propertyZipCode"
          inputMode="numeric"
          required
          value={answers.propertyZipCode}
          error={errors.propertyZipCode}
          onValueChange={(value) => onChange('propertyZipCode', value)}
        />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <WizardSelect
          label={text.bedroomsLabel}
          placeholder={wizardText.notSpecified}
          options={BEDROOM_CHOICES}
          value={answers.bedrooms}
          error={errors.bedrooms}
          onValueChange={(value) => onChange('bedrooms', value as WizardAnswers['bedrooms'])}
        />
        <WizardSelect
          label={text.bathroomsLabel}
          placeholder={wizardText.notSpecified}
          options={BATHROOM_CHOICES}
          value={answers.bathrooms}
          error={errors.bathrooms}
          onValueChange={(value) => onChange('bathrooms', value as WizardAnswers['bathrooms'])}
        />
      </Stack>
      <WizardTextField
        label={text.expectedPriceLabel}
        name="propertyPrice"
        type="number"
        slotProps={AMOUNT_INPUT}
        value={amountText(answers.propertyPrice)}
        error={errors.propertyPrice}
        onValueChange={(value) => onChange('propertyPrice', value)}
      />
    </Stack>
  );
}

/** Step 4: the balance is asked only when there is a mortgage. */
export function MortgageStep({ answers, errors, onChange }: AnswerStepProps) {
  return (
    <Stack spacing={2}>
      <YesNoQuestion
        name="hasMortgage"
        question={text.hasMortgageQuestion}
        value={answers.hasMortgage}
        onValueChange={(hasMortgage) => onChange('hasMortgage', hasMortgage)}
      />
      {answers.hasMortgage && (
        <WizardTextField
          label={text.mortgageBalanceLabel}
          name="mortgageBalance"
          type="number"
          slotProps={AMOUNT_INPUT}
          value={amountText(answers.mortgageBalance)}
          error={errors.mortgageBalance}
          onValueChange={(value) => onChange('mortgageBalance', value)}
        />
      )}
    </Stack>
  );
}

/** Step 5: a property in foreclosure gets the team's 24-hour call. */
export function ForeclosureStep({ answers, onChange }: AnswerStepProps) {
  return (
    <Stack spacing={2}>
      <YesNoQuestion
        name="isInForeclosure"
        question={text.isInForeclosureQuestion}
        value={answers.isInForeclosure}
        onValueChange={(isInForeclosure) => onChange('isInForeclosure', isInForeclosure)}
      />
      {answers.isInForeclosure && <Alert severity="info">{text.foreclosurePromise}</Alert>}
    </Stack>
  );
}

export interface KeyPickupStepProps extends AnswerStepProps {
  /** The earliest pickup date, YYYY-MM-DD. */
  readonly today: string;
}

/** Step 6: a scheduled pickup needs a date and an hourly slot; a lockbox needs its code (spec part 1 §5). */
export function KeyPickupStep({ answers, errors, onChange, today }: KeyPickupStepProps) {
  const legendId = useId();
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={legendId}>
          {text.keyPickupMethodLabel}
        </FormLabel>
        <RadioGroup
          name="keyPickupMethod"
          aria-labelledby={legendId}
          value={answers.keyPickupMethod}
          onChange={(_event, method) => onChange('keyPickupMethod', method as KeyPickupMethod)}
        >
          {KEY_PICKUP_METHODS.map((method) => (
            <FormControlLabel
              key={method}
              value={method}
              control={<Radio />}
              label={KEY_PICKUP_METHOD_LABELS[method]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {answers.keyPickupMethod === 'schedule' ? (
        <Stack direction={rowOnWideScreens} spacing={2}>
          <WizardTextField
            label={wizardText.pickupDateLabel}
            name="pickupDate"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            value={answers.pickupDate}
            error={errors.pickupDate}
            onValueChange={(value) => onChange('pickupDate', value)}
          />
          <WizardSelect
            label={wizardText.pickupTimeLabel}
            required
            placeholder={wizardText.chooseTime}
            options={PICKUP_TIME_CHOICES}
            value={answers.pickupTime}
            error={errors.pickupTime}
            onValueChange={(value) => onChange('pickupTime', value)}
          />
        </Stack>
      ) : (
        <WizardTextField
          label={text.lockboxCodeLabel}
          name="lockboxCode"
          autoComplete="off"
          required
          value={answers.lockboxCode}
          error={errors.lockboxCode}
          onValueChange={(value) => onChange('lockboxCode', value)}
        />
      )}
    </Stack>
  );
}

/** Step 7 */
export function CleanoutStep({ answers, onChange }: AnswerStepProps) {
  return (
    <YesNoQuestion
      name="needsCleanout"
      question={text.needsCleanoutQuestion}
      value={answers.needsCleanout}
      onValueChange={(needsCleanout) => onChange('needsCleanout', needsCleanout)}
    />
  );
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

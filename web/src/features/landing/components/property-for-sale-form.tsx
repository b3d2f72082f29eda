import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyPublicPropertySubmission,
  messages,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_MODAL_RESET_MS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  publicIntakeFormMessages,
  publicPropertySubmissionSchema,
  US_STATES,
  type ApiFieldError,
} from '@estatekey/domain';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';

import { submitPropertyForSale } from '../api/submit-property-for-sale';
import { IntakeFormFrame } from './intake-form-frame';
import { IntakeTextField } from './intake-fields';
import { isFieldOf, useIntakeSubmission } from './use-intake-submission';

const text = messages.publicIntake.property;
const labels = messages.properties.labels;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;
const emptySubmission = emptyPublicPropertySubmission();

export interface PropertyForSaleFormProps {
  readonly onClose: () => void;
}

/** The 'Submit Property For Sale' modal's form (spec part 1 §2.4, §3, §4, §5). */
export function PropertyForSaleForm({ onClose }: PropertyForSaleFormProps) {
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(publicPropertySubmissionSchema),
    defaultValues: emptySubmission,
  });

  const showFieldErrors = useCallback(
    (errors: readonly ApiFieldError[]) => {
      for (const { path, message } of errors) {
        if (isFieldOf(emptySubmission, path)) setError(path, { message });
      }
    },
    [setError],
  );
  const { submit, status, failure } = useIntakeSubmission({
    send: submitPropertyForSale,
    failureMessage: text.error,
    finishAfterMs: PROPERTY_MODAL_RESET_MS,
    onFinished: () => {
      reset(emptySubmission);
      onClose();
    },
    showFieldErrors,
  });

  return (
    <IntakeFormFrame
      status={status}
      failure={failure}
      successMessage={text.success}
      submitLabel={text.submit}
      submittingLabel={text.submitting}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={onClose}
    >
      <IntakeTextField
        control={control}
        name="propertyAddress"
        label={labels.address}
        autoComplete="street-address"
        required
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <IntakeTextField
          control={control}
          name="propertyCity"
          label={labels.city}
          autoComplete="address-level2"
          required
        />
        <IntakeTextField
          control={control}
          name="propertyState"
          label={labels.state}
          select
          required
          autoComplete="address-level1"
        >
          <option value="">{publicIntakeFormMessages.chooseState}</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </IntakeTextField>
        <IntakeTextField
          control={control}
          name="propertyZip"
          label={labels.zipCode}
          autoComplete="postal-code"
          required
          htmlInput={{ inputMode: 'numeric' }}
        />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <IntakeTextField control={control} name="propertyType" label={labels.propertyType} select required>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </IntakeTextField>
        <IntakeTextField control={control} name="propertyCondition" label={labels.condition} select required>
          {PROPERTY_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {PROPERTY_CONDITION_LABELS[condition]}
            </option>
          ))}
        </IntakeTextField>
      </Stack>
      <IntakeTextField control={control} name="contactName" label={labels.contactName} autoComplete="name" required />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <IntakeTextField
          control={control}
          name="contactEmail"
          label={labels.contactEmail}
          type="email"
          autoComplete="email"
          required
        />
        <IntakeTextField
          control={control}
          name="contactPhone"
          label={labels.contactPhone}
          type="tel"
          autoComplete="tel"
          required
        />
      </Stack>
      <IntakeTextField control={control} name="additionalInfo" label={labels.additionalInfo} multiline minRows={3} />
    </IntakeFormFrame>
  );
}

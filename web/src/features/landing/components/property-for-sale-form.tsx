import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyPublicPropertySubmission,
  formTexts,
  propertiesTexts,
  PROPERTY_CONDITION_OPTIONS,
  PROPERTY_MODAL_RESET_MS,
  PROPERTY_TYPE_OPTIONS,
  publicIntakeTexts,
  publicPropertySubmissionSchema,
  US_STATES,
} from '@estatekey/domain';
import { useForm } from 'react-hook-form';

import { FormContactFields, FormSelectField, FormTextField } from '../../../components/form';
import { submitPropertyForSale } from '../api/submit-property-for-sale';
import { IntakeFormFrame } from './intake-form-frame';
import { useIntakeForm } from '../api/use-intake-form';

const text = publicIntakeTexts.property;
const labels = propertiesTexts.labels;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;
const emptySubmission = emptyPublicPropertySubmission();

export interface PropertyForSaleFormProps {
  readonly onClose: () => void;
}

/** The 'Submit Property For Sale' modal's form (spec part 1 §2.4, §3, §4, §5). */
export function PropertyForSaleForm({ onClose }: PropertyForSaleFormProps) {
  const form = useForm({ resolver: zodResolver(publicPropertySubmissionSchema), defaultValues: emptySubmission });
  const { control } = form;
  const frame = useIntakeForm(form, emptySubmission, {
    send: submitPropertyForSale,
    texts: text,
    finishAfterMs: PROPERTY_MODAL_RESET_MS,
    onClose,
  });

  return (
    <IntakeFormFrame {...frame}>
      <FormTextField
        control={control}
        name="propertyAddress"
        label={labels.address}
        autoComplete="street-address"
        required
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField
          control={control}
          name="propertyCity"
          label={labels.city}
          autoComplete="address-level2"
          required
        />
        <FormSelectField
          control={control}
          name="propertyState"
          label={labels.state}
          required
          autoComplete="address-level1"
          options={US_STATES}
          placeholder={formTexts.chooseState}
        />
        <FormTextField
          control={control}
          name="propertyZip"
          label={labels.zipCode}
          autoComplete="postal-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormSelectField
          control={control}
          name="propertyType"
          label={labels.propertyType}
          options={PROPERTY_TYPE_OPTIONS}
          required
        />
        <FormSelectField
          control={control}
          name="propertyCondition"
          label={labels.condition}
          options={PROPERTY_CONDITION_OPTIONS}
          required
        />
      </Stack>
      <FormContactFields
        control={control}
        labels={{ name: labels.contactName, email: labels.contactEmail, phone: labels.contactPhone }}
      />
      <FormTextField control={control} name="additionalInfo" label={labels.additionalInfo} multiline minRows={3} />
    </IntakeFormFrame>
  );
}

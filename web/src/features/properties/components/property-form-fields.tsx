import Grid from '@mui/material/Grid';
import {
  messages,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  propertyPageMessages,
  US_STATES,
  type PropertyForm,
  type PropertyFormInput,
} from '@estatekey/domain';
import type { Control } from 'react-hook-form';

import { FormTextField } from './form-text-field';

const HALF = { xs: 12, sm: 6 } as const;
const THIRD = { xs: 12, sm: 4 } as const;
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The fields of the logged-in property form (spec part 1 §3, §5), shared by Submit New Property and Edit: address,
 * city, state, ZIP, type, condition and the contact person are required, additional information is optional.
 */
export function PropertyFormFields({
  control,
  idPrefix,
}: {
  control: Control<PropertyFormInput, unknown, PropertyForm>;
  idPrefix: string;
}) {
  const { labels } = messages.properties;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="address"
          id={`${idPrefix}-address`}
          label={labels.address}
          required
          fullWidth
          autoComplete="street-address"
        />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="city"
          id={`${idPrefix}-city`}
          label={labels.city}
          required
          fullWidth
          autoComplete="address-level2"
        />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="state"
          id={`${idPrefix}-state`}
          label={labels.state}
          required
          fullWidth
          select
          slotProps={nativeSelect}
        >
          <option value="">{propertyPageMessages.form.chooseState}</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="zipCode"
          id={`${idPrefix}-zipCode`}
          label={labels.zipCode}
          required
          fullWidth
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          control={control}
          name="propertyType"
          id={`${idPrefix}-propertyType`}
          label={labels.propertyType}
          required
          fullWidth
          select
          slotProps={nativeSelect}
        >
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          control={control}
          name="condition"
          id={`${idPrefix}-condition`}
          label={labels.condition}
          required
          fullWidth
          select
          slotProps={nativeSelect}
        >
          {PROPERTY_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {PROPERTY_CONDITION_LABELS[condition]}
            </option>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="contactInfo.name"
          id={`${idPrefix}-contactName`}
          label={labels.contactName}
          required
          fullWidth
          autoComplete="name"
        />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="contactInfo.email"
          id={`${idPrefix}-contactEmail`}
          label={labels.contactEmail}
          type="email"
          required
          fullWidth
          autoComplete="email"
        />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="contactInfo.phone"
          id={`${idPrefix}-contactPhone`}
          label={labels.contactPhone}
          type="tel"
          required
          fullWidth
          autoComplete="tel"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="additionalInfo"
          id={`${idPrefix}-additionalInfo`}
          label={labels.additionalInfo}
          fullWidth
          multiline
          minRows={3}
        />
      </Grid>
    </Grid>
  );
}

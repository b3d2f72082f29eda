import Grid from '@mui/material/Grid';
import {
  formTexts,
  propertiesTexts,
  PROPERTY_CONDITION_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  type PropertyForm,
  type PropertyFormInput,
  US_STATES,
} from '@estatekey/domain';
import type { Control } from 'react-hook-form';

import { FormSelectField, FormTextField } from '../../../components/form';

const HALF = { xs: 12, sm: 6 } as const;
const THIRD = { xs: 12, sm: 4 } as const;

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
  const { labels } = propertiesTexts;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="address"
          id={`${idPrefix}-address`}
          label={labels.address}
          required
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
          autoComplete="address-level2"
        />
      </Grid>
      <Grid size={THIRD}>
        <FormSelectField
          control={control}
          name="state"
          id={`${idPrefix}-state`}
          label={labels.state}
          required
          options={US_STATES}
          placeholder={formTexts.chooseState}
        />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="zipCode"
          id={`${idPrefix}-zipCode`}
          label={labels.zipCode}
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={HALF}>
        <FormSelectField
          control={control}
          name="propertyType"
          id={`${idPrefix}-propertyType`}
          label={labels.propertyType}
          required
          options={PROPERTY_TYPE_OPTIONS}
        />
      </Grid>
      <Grid size={HALF}>
        <FormSelectField
          control={control}
          name="condition"
          id={`${idPrefix}-condition`}
          label={labels.condition}
          required
          options={PROPERTY_CONDITION_OPTIONS}
        />
      </Grid>
      <Grid size={THIRD}>
        <FormTextField
          control={control}
          name="contactInfo.name"
          id={`${idPrefix}-contactName`}
          label={labels.contactName}
          required
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
          autoComplete="tel"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="additionalInfo"
          id={`${idPrefix}-additionalInfo`}
          label={labels.additionalInfo}
          multiline
          minRows={3}
        />
      </Grid>
    </Grid>
  );
}

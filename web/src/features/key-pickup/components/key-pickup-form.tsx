import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  commonTexts,
  emptyKeyPickup,
  keyPickupTexts,
  KEY_PICKUP_SLOT_OPTIONS,
  type KeyPickupRequest,
  type KeyPickupRequestInput,
  makeKeyPickupSchema,
  todayIsoDate,
  paths,
} from '@estatekey/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import {
  FormAppointmentSlotFields,
  FormCheckboxField,
  FormContactFields,
  FormTextField,
  formFieldsOf,
  showFieldErrors,
  useSingleSubmit,
} from '../../../components/form';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-client';
import { useScheduleKeyPickup } from '../api/schedule-key-pickup';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';

const text = keyPickupTexts;
const pageText = keyPickupTexts;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;

/** The contact fields the form fills in from the user's profile. */
export type ContactPrefill = Pick<KeyPickupRequestInput, 'contactName' | 'contactEmail' | 'contactPhone'>;
const CONTACT_FIELDS = ['contactName', 'contactEmail', 'contactPhone'] as const;

export interface KeyPickupFormProps {
  /** The user's own contact details; null while the profile loads or when it cannot be read. */
  readonly contactPrefill: ContactPrefill | null;
}

/** The Schedule Key Pickup form (spec part 1 §2.16, §3, §5, §8, §9). */
export function KeyPickupForm({ contactPrefill }: KeyPickupFormProps) {
  const headingId = useId();
  const [today] = useState(todayIsoDate);
  const schema = useMemo(() => makeKeyPickupSchema(today), [today]);
  const emptyForm = useMemo(() => emptyKeyPickup(today), [today]);
  const {
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { isSubmitting },
  } = useForm<KeyPickupRequestInput, unknown, KeyPickupRequest>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });

  const prefillName = contactPrefill?.contactName;
  const prefillEmail = contactPrefill?.contactEmail;
  const prefillPhone = contactPrefill?.contactPhone;
  // The profile arrives after the first render: fill only what the user has not typed yet.
  useEffect(() => {
    const prefill = { contactName: prefillName, contactEmail: prefillEmail, contactPhone: prefillPhone };
    for (const field of CONTACT_FIELDS) {
      const value = prefill[field];
      if (value && getValues(field) === '') setValue(field, value);
    }
  }, [prefillName, prefillEmail, prefillPhone, getValues, setValue]);

  const { schedule, offline } = useScheduleKeyPickup({
    onSuccess: () => reset({ ...emptyForm, ...contactPrefill }),
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, formFieldsOf(emptyForm), setError);
    },
  });

  const onSubmit = useSingleSubmit(handleSubmit, async (booking) => {
    await schedule(booking);
  });

  return (
    <SectionCard headingId={headingId} title={pageText.formTitle}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="propertyAddress"
          label={text.propertyAddressLabel}
          autoComplete="street-address"
          required
        />
        <FormAppointmentSlotFields
          control={control}
          labels={{ date: text.dateLabel, time: text.timeLabel }}
          minDate={today}
          slots={KEY_PICKUP_SLOT_OPTIONS}
        />
        <FormTextField control={control} name="details" label={text.detailsLabel} multiline minRows={3} />
        <FormCheckboxField
          control={control}
          name="needsCleanout"
          label={text.cleanoutLabel}
          helperText={text.cleanoutNote}
        />
        <Typography variant="h6" component="h3">
          {pageText.contactTitle}
        </Typography>
        <FormContactFields
          control={control}
          labels={{
            name: pageText.contactNameLabel,
            email: pageText.contactEmailLabel,
            phone: pageText.contactPhoneLabel,
          }}
        />
        <Stack direction={rowOnWideScreens} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            {commonTexts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || offline}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </Stack>
        <OfflineActionReason offline={offline} />
      </Box>
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyKeyPickup,
  guardianWorkspacePageMessages,
  KEY_PICKUP_SLOT_OPTIONS,
  makeKeyPickupSchema,
  messages,
  todayIsoDate,
  type KeyPickupRequest,
  type KeyPickupRequestInput,
} from '@estatekey/domain';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormCheckboxField, FormDateField, FormSelectField, FormTextField } from '../../../components/form';
import { paths } from '../../../config/paths';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useScheduleKeyPickup } from '../api/schedule-key-pickup';

const text = messages.keyPickup;
const pageText = guardianWorkspacePageMessages.keyPickup;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;

/** The contact fields the form fills in from the user's profile. */
export type ContactPrefill = Pick<KeyPickupRequestInput, 'contactName' | 'contactEmail' | 'contactPhone'>;
const CONTACT_FIELDS = ['contactName', 'contactEmail', 'contactPhone'] as const;

function isFormField(values: KeyPickupRequestInput, path: string): path is keyof KeyPickupRequestInput & string {
  return Object.hasOwn(values, path);
}

export interface KeyPickupFormProps {
  /** The user's own contact details; null while the profile loads or when it cannot be read. */
  readonly contactPrefill: ContactPrefill | null;
}

/** The Schedule Key Pickup form (spec part 1 §2.16, §3, §5, §8, §9). */
export function KeyPickupForm({ contactPrefill }: KeyPickupFormProps) {
  const notify = useNotify();
  const scheduleKeyPickup = useScheduleKeyPickup();
  const headingId = useId();
  const [today] = useState(todayIsoDate);
  const schema = useMemo(() => makeKeyPickupSchema(today), [today]);
  const emptyForm = useMemo(() => emptyKeyPickup(today), [today]);
  const inFlight = useRef(false);
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

  const book = async (booking: KeyPickupRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await scheduleKeyPickup(booking);
      notify.success(text.success);
      reset({ ...emptyForm, ...contactPrefill });
    } catch (error) {
      console.error('Scheduling the key pickup failed', error);
      if (error instanceof ApiError) {
        for (const { path, message } of error.errors) {
          if (isFormField(emptyForm, path)) setError(path, { message });
        }
      }
      notify.error(serverMessageOr(error, text.error));
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(book)(event);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {pageText.formTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="propertyAddress"
          label={text.propertyAddressLabel}
          autoComplete="street-address"
          required
        />
        <Stack direction={rowOnWideScreens} spacing={2}>
          <FormDateField control={control} name="appointmentDate" label={text.dateLabel} min={today} required />
          <FormSelectField
            control={control}
            name="appointmentTime"
            label={text.timeLabel}
            options={KEY_PICKUP_SLOT_OPTIONS}
            required
          />
        </Stack>
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
        <FormTextField
          control={control}
          name="contactName"
          label={pageText.contactNameLabel}
          autoComplete="name"
          required
        />
        <Stack direction={rowOnWideScreens} spacing={2}>
          <FormTextField
            control={control}
            name="contactEmail"
            label={pageText.contactEmailLabel}
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="contactPhone"
            label={pageText.contactPhoneLabel}
            type="tel"
            autoComplete="tel"
            required
          />
        </Stack>
        <Stack direction={rowOnWideScreens} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            {messages.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AttorneyProfileUpdate } from '@estatekey/domain';
import { attorneyProfileUpdateSchema, attorneyTexts, profileTexts } from '@estatekey/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { OutlinedField, useSingleSubmit } from '../../../components/form';
import { type StoredAttorneyProfile, useAttorneyProfile } from '../api/get-attorney-profile';
import { useUpdateAttorneyProfile } from '../api/update-attorney-profile';
import { AttorneyProfileCard, AttorneyProfileForm } from './attorney-profile-frame';
import { attorneyProfileValues, type AttorneyProfileValues } from './attorney-profile-values';

/** The inputs' values read by the update schema (empty numbers become 0); the phone is sent beside them. */
const profileFormSchema = z.custom<AttorneyProfileValues>().transform((values, context) => {
  const parsed = attorneyProfileUpdateSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

const { profile: labels } = attorneyTexts;
const text = attorneyTexts.profile;

function ProfileForm({ stored }: { stored: StoredAttorneyProfile }) {
  const [phone, setPhone] = useState(stored.phone);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<AttorneyProfileValues, unknown, AttorneyProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: attorneyProfileValues(stored.attorneyProfile),
  });

  const { mutate: save } = useUpdateAttorneyProfile({
    onSuccess: (answer) => reset(attorneyProfileValues(answer.attorneyProfile)),
  });

  const onSubmit = useSingleSubmit(handleSubmit, async (update) => {
    await save({ body: { ...update, phone } });
  });

  return (
    <AttorneyProfileForm
      control={control}
      required={false}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={labels.save}
      savingLabel={text.saving}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OutlinedField
            id="attorney-first-name"
            label={profileTexts.labels.firstName}
            value={stored.firstName}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OutlinedField
            id="attorney-last-name"
            label={profileTexts.labels.lastName}
            value={stored.lastName}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OutlinedField
            id="attorney-email"
            label={profileTexts.labels.email}
            value={stored.email}
            fullWidth
            helperText={text.namesReadOnly}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OutlinedField
            id="attorney-phone"
            label={text.phone}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            fullWidth
          />
        </Grid>
      </Grid>
    </AttorneyProfileForm>
  );
}

/** /attorney/profile (spec part 2 §2): the professional profile; names and e-mail shown read-only, phone saved. */
export function AttorneyProfilePage() {
  const { request, reload } = useAttorneyProfile({ failure: { text: labels.loadFailed } });
  return (
    <AttorneyProfileCard title={labels.title} loading={request.status === 'loading'}>
      {request.status === 'error' && <RetryAlert onRetry={reload}>{labels.loadFailed}</RetryAlert>}
      {request.status === 'success' && <ProfileForm stored={request.data} />}
    </AttorneyProfileCard>
  );
}

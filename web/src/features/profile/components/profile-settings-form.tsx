import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  commonTexts,
  profileTexts,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
  signedInAreaTexts,
  type UserResponse,
} from '@estatekey/domain';
import { type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { FormTextField, OutlinedField, showFieldErrors, useSingleSubmit } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { SectionCard } from '../../../components/ui/section-card';
import { useUpdateProfile } from '../api/use-update-profile';

/** What the inputs hold: text, including the SMTP port until the schema turns it into a number. */
type ProfileFormValues = { [Field in keyof ProfileUpdateInput]-?: string };
type ProfileField = keyof ProfileFormValues;

const PROFILE_FIELDS = Object.keys(profileUpdateSchema.shape) as ProfileField[];

/** The form starts from the stored profile; the SMTP password is write-only and always starts empty. */
function profileFormValues(profile: UserResponse): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    companyName: profile.companyName,
    kvkNumber: profile.kvkNumber,
    companyAddress: profile.companyAddress,
    postalCode: profile.postalCode,
    city: profile.city,
    contactPersonFirstName: profile.contactPersonFirstName,
    contactPersonLastName: profile.contactPersonLastName,
    companyPhone: profile.companyPhone,
    companyWebsite: profile.companyWebsite,
    smtpHost: profile.smtpHost,
    smtpPort: profile.smtpPort === null ? '' : String(profile.smtpPort),
    smtpUser: profile.smtpUser,
    smtpPassword: '',
  };
}

/** Leaving the SMTP password empty keeps the stored one, so an empty field is not sent at all. */
function toPayload(update: ProfileUpdate): ProfileUpdate {
  const { smtpPassword, ...fields } = update;
  return smtpPassword ? { ...fields, smtpPassword } : fields;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </SectionCard>
  );
}

const HALF = { xs: 12, md: 6 } as const;

/**
 * Profile settings (spec part 1 §2.9): personal details, company details and the mail server. The email is shown
 * read-only; the API ignores it and the role anyway.
 */
export function ProfileSettingsForm({ profile }: { profile: UserResponse }) {
  const { labels } = profileTexts;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: profileFormValues(profile),
  });

  /** What binds an input to its field: the form's control, the field's name, its id and its catalogue label. */
  const field = (name: ProfileField) => ({ control, name, id: `profile-${name}`, label: labels[name] });

  const updateProfile = useUpdateProfile({
    onSuccess: ({ user: stored }) => reset(profileFormValues(stored)),
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, PROFILE_FIELDS, setError);
    },
  });
  const onSubmit = useSingleSubmit(handleSubmit, async (update) => {
    await updateProfile.mutate({ body: toPayload(update) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FormSection title={profileTexts.personalDetails}>
        <Grid size={HALF}>
          <FormTextField {...field('firstName')} required markRequired autoComplete="given-name" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('lastName')} required markRequired autoComplete="family-name" />
        </Grid>
        <Grid size={HALF}>
          <OutlinedField
            id="profile-email"
            label={labels.email}
            value={profile.email}
            fullWidth
            helperText={profileTexts.emailReadOnly}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('phone')} type="tel" autoComplete="tel" />
        </Grid>
      </FormSection>

      <FormSection title={profileTexts.companyDetails}>
        <Grid size={HALF}>
          <FormTextField {...field('companyName')} autoComplete="organization" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('kvkNumber')} />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('companyAddress')} autoComplete="street-address" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('postalCode')} autoComplete="postal-code" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('city')} autoComplete="address-level2" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('companyPhone')} type="tel" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('contactPersonFirstName')} />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('contactPersonLastName')} />
        </Grid>
        <Grid size={12}>
          <FormTextField {...field('companyWebsite')} type="url" autoComplete="url" />
        </Grid>
      </FormSection>

      <FormSection title={profileTexts.mailServer}>
        <Grid size={HALF}>
          <FormTextField {...field('smtpHost')} />
        </Grid>
        <Grid size={HALF}>
          <FormTextField
            {...field('smtpPort')}
            helperText={signedInAreaTexts.profile.smtpPortHint}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
        </Grid>
        <Grid size={HALF}>
          <FormTextField {...field('smtpUser')} autoComplete="off" />
        </Grid>
        <Grid size={HALF}>
          <FormTextField
            {...field('smtpPassword')}
            type="password"
            autoComplete="new-password"
            helperText={profileTexts.smtpPasswordHint}
          />
        </Grid>
      </FormSection>

      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? commonTexts.saving : profileTexts.save}
        </Button>
      </Box>
    </Box>
  );
}

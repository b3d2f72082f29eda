import { zodResolver } from '@hookform/resolvers/zod';
import { type AttorneyOnboarding, attorneyOnboardingSchema, attorneyTexts, authTexts, paths } from '@estatekey/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';

import { useSingleSubmit } from '../../../components/form';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useNotify } from '../../../lib/notify';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { useCompleteAttorneyOnboarding } from '../api/complete-attorney-onboarding';
import { AttorneyProfileCard, AttorneyProfileForm } from './attorney-profile-frame';
import { attorneyProfileValues, type AttorneyProfileValues } from './attorney-profile-values';

const text = attorneyTexts.onboarding;

function OnboardingForm() {
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<AttorneyProfileValues, unknown, AttorneyOnboarding>({
    resolver: zodResolver(attorneyOnboardingSchema),
    defaultValues: attorneyProfileValues(null),
  });

  const { mutate: complete } = useCompleteAttorneyOnboarding();

  const onSubmit = useSingleSubmit(handleSubmit, async (formData) => {
    if (await complete({ body: { formData } })) await navigate(paths.attorneyDashboard, { replace: true });
  });

  return (
    <AttorneyProfileForm
      control={control}
      required
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={text.submit}
      savingLabel={text.saving}
    />
  );
}

/** Sends a non-attorney home with the spec's message (spec part 2 §2). */
function NotForThisRole() {
  const notify = useNotify();
  useEffect(() => notify.warning(authTexts.attorneyAccountsOnly), [notify]);
  return <Navigate to={paths.home} replace />;
}

/**
 * /attorney/onboarding (spec part 1 §2.14, part 2 §2): 'Complete Your Attorney Profile'. Non-attorneys go home, an
 * attorney whose onboarding is done goes to the dashboard.
 */
export function AttorneyOnboardingPage() {
  const session = useAuthSession();
  const profile = useUserProfile();
  const role = session.status === 'signedIn' ? session.role : null;
  if (role !== 'Attorney') return <NotForThisRole />;

  return (
    <AttorneyProfileCard title={text.title} intro={text.intro} loading={profile.status === 'loading'}>
      {profile.status === 'success' && profile.data?.onboardingCompleted && (
        <Navigate to={paths.attorneyDashboard} replace />
      )}
      {profile.status === 'success' && !profile.data?.onboardingCompleted && <OnboardingForm />}
    </AttorneyProfileCard>
  );
}

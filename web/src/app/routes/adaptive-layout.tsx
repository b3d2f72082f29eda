import { lazy, Suspense } from 'react';

import { PublicLayout } from '../../components/layouts/public-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useAuthSession } from '../../lib/auth/auth-session';

const SignedInLayout = lazy(() =>
  import('../../components/layouts/signed-in-layout').then((module) => ({ default: module.SignedInLayout })),
);

/** For public pages that also sit in the sidebar (Help Center, Intake Process): keep the sidebar when signed in. */
export function AdaptiveLayout() {
  const session = useAuthSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signedOut') return <PublicLayout />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInLayout />
    </Suspense>
  );
}

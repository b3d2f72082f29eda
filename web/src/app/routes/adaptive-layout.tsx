import { Suspense } from 'react';

import { PublicLayout } from '../../components/layouts/public-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useAuthSession } from '../../lib/auth/auth-session';
import { LazySignedInLayout } from './lazy-signed-in-layout';

/** For public pages that also sit in the sidebar (Help Center, Intake Process): keep the sidebar when signed in. */
export function AdaptiveLayout() {
  const session = useAuthSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signedOut') return <PublicLayout />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazySignedInLayout />
    </Suspense>
  );
}

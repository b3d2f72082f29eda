import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

import { MAIN_CONTENT_ID } from '../../../components/layouts/skip-link';
import { SiteFooter } from '../../../components/layouts/site-footer';
import { SiteNavBar } from '../../../components/layouts/site-nav-bar';
import { LANDING_INTAKE_KINDS, LANDING_INTAKE_PARAM } from '../../../config/paths';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { HeroSection } from './hero-section';
import { HowWeHelpSection } from './how-we-help-section';
import { prefetchIntakeForm, type IntakeDialogKind } from './intake-forms';
import { JoinCommunityBanner } from './join-community-banner';
import { WhatWeOfferSection } from './what-we-offer-section';

// The modal (and, in their own chunks, its forms) stays out of the first load; it loads when a visitor reaches for a
// button that opens it, and mounts closed then, so a click opens it at once with its form.
const intakeDialog = preloadableLazy(() => import('./intake-dialog').then((module) => module.IntakeDialog));
const IntakeDialog = intakeDialog.Component;

/** The modal another public page asked to open (`landingIntakeLink`), if any. */
function requestedIntakeDialog(value: string | null): IntakeDialogKind | null {
  return LANDING_INTAKE_KINDS.find((kind) => kind === value) ?? null;
}

/** The public landing page (spec part 1 §2.2). */
export function LandingPage() {
  const [searchParams] = useSearchParams();
  const requested = requestedIntakeDialog(searchParams.get(LANDING_INTAKE_PARAM));
  const [openIntakeDialog, setOpenIntakeDialog] = useState<IntakeDialogKind | null>(requested);
  const [intakeDialogMounted, setIntakeDialogMounted] = useState(requested !== null);
  const prefetchIntakeDialog = (kind: IntakeDialogKind) => {
    prefetchIntakeForm(kind);
    intakeDialog.preload().then(
      () => setIntakeDialogMounted(true),
      () => undefined, // a click mounts the modal anyway; React.lazy reports a failed chunk to the error boundary
    );
  };
  const showIntakeDialog = (kind: IntakeDialogKind) => {
    setIntakeDialogMounted(true);
    setOpenIntakeDialog(kind);
  };
  return (
    <>
      <SiteNavBar overHero />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        <HeroSection onOpenIntakeDialog={showIntakeDialog} onPrefetchIntakeDialog={prefetchIntakeDialog} />
        <WhatWeOfferSection />
        <HowWeHelpSection />
        <JoinCommunityBanner />
      </Box>
      <SiteFooter />
      {intakeDialogMounted && (
        <Suspense fallback={null}>
          <IntakeDialog kind={openIntakeDialog} onClose={() => setOpenIntakeDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

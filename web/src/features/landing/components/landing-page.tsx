import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';

import { MAIN_CONTENT_ID } from '../../../components/layouts/skip-link';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { HeroSection } from './hero-section';
import { HowWeHelpSection } from './how-we-help-section';
import { prefetchIntakeForm, type IntakeDialogKind } from './intake-forms';
import { JoinCommunityBanner } from './join-community-banner';
import { LandingFooter } from './landing-footer';
import { LandingNavBar } from './landing-nav-bar';
import { WhatWeOfferSection } from './what-we-offer-section';

// The modal (and, in their own chunks, its forms) stays out of the first load; it loads when a visitor reaches for a
// button that opens it, and mounts closed then, so a click opens it at once with its form.
const intakeDialog = preloadableLazy(() => import('./intake-dialog').then((module) => module.IntakeDialog));
const IntakeDialog = intakeDialog.Component;

/** The public landing page (spec part 1 §2.2). */
export function LandingPage() {
  const [openIntakeDialog, setOpenIntakeDialog] = useState<IntakeDialogKind | null>(null);
  const [intakeDialogMounted, setIntakeDialogMounted] = useState(false);
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
      <LandingNavBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        <HeroSection onOpenIntakeDialog={showIntakeDialog} onPrefetchIntakeDialog={prefetchIntakeDialog} />
        <WhatWeOfferSection />
        <HowWeHelpSection />
        <JoinCommunityBanner />
      </Box>
      <LandingFooter />
      {intakeDialogMounted && (
        <Suspense fallback={null}>
          <IntakeDialog kind={openIntakeDialog} onClose={() => setOpenIntakeDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

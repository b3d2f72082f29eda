import Box from '@mui/material/Box';
import { useState } from 'react';

import { MAIN_CONTENT_ID } from '../../../components/layouts/skip-link';
import { HeroSection } from './hero-section';
import { HowWeHelpSection } from './how-we-help-section';
import { IntakeDialog, type IntakeDialogKind } from './intake-dialog';
import { JoinCommunityBanner } from './join-community-banner';
import { LandingFooter } from './landing-footer';
import { LandingNavBar } from './landing-nav-bar';
import { WhatWeOfferSection } from './what-we-offer-section';

/** The public landing page (spec part 1 §2.2). */
export function LandingPage() {
  const [intakeDialog, setIntakeDialog] = useState<IntakeDialogKind | null>(null);
  return (
    <>
      <LandingNavBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        <HeroSection onOpenIntakeDialog={setIntakeDialog} />
        <WhatWeOfferSection />
        <HowWeHelpSection />
        <JoinCommunityBanner />
      </Box>
      <LandingFooter />
      <IntakeDialog kind={intakeDialog} onClose={() => setIntakeDialog(null)} />
    </>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { onboardingTexts } from '@estatekey/domain';
import { useId, type ReactNode, type Ref } from 'react';

const text = onboardingTexts;

/** An onboarding wizard's header: 'Step n of N', the percent complete and the bar, read out as one value. */
export function WizardProgress({
  step,
  stepCount,
  percent,
  label,
}: {
  /** The step shown, counted from 1. */
  step: number;
  stepCount: number;
  percent: number;
  /** The progress bar's accessible name. */
  label: string;
}) {
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {text.stepOf(step, stepCount)}
        </Typography>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {text.percentComplete(percent)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        aria-valuetext={`${text.stepOf(step, stepCount)}, ${text.percentComplete(percent)}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/**
 * The open step of a wizard: a section named by its heading. The heading takes focus (no ring for the mouse) when the
 * wizard moves to the step, so screen readers announce where the user is.
 */
export function WizardStepSection({
  title,
  headingRef,
  sectionRef,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" ref={sectionRef} aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h3"
        sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

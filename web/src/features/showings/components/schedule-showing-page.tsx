import Add from '@mui/icons-material/Add';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  agentTexts,
  commonTexts,
  formatPropertyLabel,
  type Property,
  type AgentShowing,
  showingsTexts,
  sortShowingsNewestFirst,
  paths,
} from '@estatekey/domain';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import type { SelectOption } from '../../../components/form';
import { useMemberProperties } from '../../../data/properties/use-member-properties';
import { useBookedShowings, useBookedShowingsInMonth } from '../../../data/showings/use-showings';
import { useCancelShowing } from '../api/use-cancel-showing';
import { CancelShowingDialog } from './cancel-showing-dialog';
import { showingWhen } from '../../../data/showings/showing-labels';
import { monthOf, stepMonth } from './calendar-month';
import { ShowingsCalendar } from './showings-calendar';
import { ShowingsTable } from './showings-table';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// The booking and feedback forms load when they are reached for, not with the page.
const showingFormDialog = preloadableLazy(() =>
  import('./showing-form-dialog').then((module) => module.ShowingFormDialog),
);
const feedbackDialog = preloadableLazy(() => import('./feedback-dialog').then((module) => module.FeedbackDialog));

const text = showingsTexts;
const pageText = agentTexts.showingsPage;
type View = 'list' | 'calendar';
type FormState = { readonly kind: 'closed' } | { readonly kind: 'open'; readonly editing: AgentShowing | null };

const spinner = (label: string) => <CircularProgress aria-label={label} sx={{ display: 'block', mx: 'auto', my: 6 }} />;

function propertyOptionsOf(properties: Property[]): SelectOption[] {
  return properties.map((property) => ({ value: property.id, label: formatPropertyLabel(property) }));
}

/** The clock the derived statuses and today's highlight read; ticks every minute so 'Today' turns 'Completed'. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function NoProperties() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <HomeWorkOutlined color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h2" gutterBottom>
        {text.noPropertiesTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.noPropertiesBody}
      </Typography>
      <Button component={RouterLink} to={paths.submitProperty} variant="contained">
        {text.goToProperties}
      </Button>
    </Paper>
  );
}

function ShowingsView(props: {
  view: View;
  onEdit: (s: AgentShowing) => void;
  onCancel: (s: AgentShowing) => void;
  onFeedback: (s: AgentShowing) => void;
}) {
  const now = useMinuteClock();
  return props.view === 'list' ? (
    <ShowingsList {...props} now={now} />
  ) : (
    <MonthCalendar now={now} onEdit={props.onEdit} />
  );
}

/** The agent's showings, newest first, a page at a time. */
function ShowingsList({
  now,
  onEdit,
  onCancel,
  onFeedback,
}: {
  now: Date;
  onEdit: (s: AgentShowing) => void;
  onCancel: (s: AgentShowing) => void;
  onFeedback: (s: AgentShowing) => void;
}) {
  const showings = useBookedShowings(sortShowingsNewestFirst);
  if (showings.status === 'loading') return spinner(pageText.loading);
  return (
    <Stack spacing={2}>
      <ShowingsTable showings={showings.data} now={now} onEdit={onEdit} onCancel={onCancel} onFeedback={onFeedback} />
      <ShowMoreButton showMore={showings.showMore} label={text.showMoreShowings} />
    </Stack>
  );
}

/** The calendar reads only the month it shows. */
function MonthCalendar({ now, onEdit }: { now: Date; onEdit: (s: AgentShowing) => void }) {
  const [shown, setShown] = useState(() => monthOf(now));
  const showings = useBookedShowingsInMonth(shown.year, shown.month, sortShowingsNewestFirst);
  if (showings.status === 'loading') return spinner(pageText.loading);
  return (
    <ShowingsCalendar
      showings={showings.data}
      shown={shown}
      onStep={(months) => setShown((current) => stepMonth(current, months))}
      now={now}
      onEdit={onEdit}
    />
  );
}

function ShowingsWorkspace() {
  const properties = useMemberProperties(propertyOptionsOf);
  const [view, setView] = useState<View>('list');
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [cancelling, setCancelling] = useState<AgentShowing | null>(null);
  const [reviewing, setReviewing] = useState<AgentShowing | null>(null);
  const cancelShowing = useCancelShowing({ onSuccess: () => setCancelling(null) });

  if (properties.status === 'loading') return spinner(commonTexts.loading);
  if (properties.data.length === 0) return <NoProperties />;

  const confirmCancel = async () => {
    if (!cancelling) return;
    await cancelShowing.mutate({ params: { id: cancelling.id } });
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <ToggleButtonGroup
          value={view}
          exclusive
          size="small"
          aria-label={pageText.viewToggle}
          onChange={(_event, next: View | null) => {
            if (next) setView(next);
          }}
        >
          <ToggleButton value="list">{text.listView}</ToggleButton>
          <ToggleButton value="calendar">{text.calendarView}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setForm({ kind: 'open', editing: null })}
          {...showingFormDialog.preloadOnIntent}
        >
          {text.scheduleButton}
        </Button>
      </Stack>
      <LiveDataBoundary label="agent showings" fallback={<Alert severity="error">{text.loadFailed}</Alert>}>
        <ShowingsView
          view={view}
          onEdit={(showing) => setForm({ kind: 'open', editing: showing })}
          onCancel={(showing) => setCancelling(showing)}
          onFeedback={(showing) => setReviewing(showing)}
        />
      </LiveDataBoundary>
      <Suspense fallback={null}>
        {form.kind === 'open' && (
          <showingFormDialog.Component
            editing={form.editing}
            propertyOptions={properties.data}
            showMoreProperties={properties.showMore}
            onClose={() => setForm({ kind: 'closed' })}
          />
        )}
        {reviewing && (
          <feedbackDialog.Component
            showingId={reviewing.id}
            description={`${showingWhen(reviewing)} · ${reviewing.propertyAddress}`}
            onClose={() => setReviewing(null)}
          />
        )}
      </Suspense>
      {cancelling && (
        <CancelShowingDialog
          description={`${showingWhen(cancelling)} · ${cancelling.propertyAddress}`}
          cancelling={cancelShowing.pending}
          onConfirm={() => void confirmCancel()}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}

/** /schedule-showing (spec part 2 §2): the agent books, edits and cancels showings, in a list or a month calendar. */
export function ScheduleShowingPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {text.title}
      </Typography>
      <LiveDataBoundary label="agent properties" fallback={<Alert severity="error">{text.loadPropertiesFailed}</Alert>}>
        <ShowingsWorkspace />
      </LiveDataBoundary>
    </Container>
  );
}

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import {
  type AttorneyProfile,
  attorneyTexts,
  type CaseResponse,
  commonTexts,
  WEEKDAYS,
  paths,
} from '@estatekey/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { useCasesDueIn } from '../api/get-attorney-cases';
import { useAttorneyProfile } from '../api/get-attorney-profile';
import { formatDueDate } from './format-case-dates';

const text = attorneyTexts.calendar;
const ISO_DAY = 'YYYY-MM-DD';

/** What the day cells mark: the number of cases due per `YYYY-MM-DD`, and the weekdays (0 = Sunday) with availability. */
interface CalendarMarks {
  readonly dueCounts: ReadonlyMap<string, number>;
  readonly availableWeekdays: ReadonlySet<number>;
}

const CalendarMarksContext = createContext<CalendarMarks>({ dueCounts: new Map(), availableWeekdays: new Set() });

/** dayjs counts weekdays from Sunday (0); the profile's WEEKDAYS start on Monday. */
function dayjsWeekday(day: (typeof WEEKDAYS)[number]): number {
  return (WEEKDAYS.indexOf(day) + 1) % 7;
}

/** A day cell: a badge with the number of cases due, a tint on the attorney's available weekdays. */
function MarkedDay(props: PickerDayProps) {
  const { dueCounts, availableWeekdays } = useContext(CalendarMarksContext);
  const day = dayjs(props.day);
  const due = props.outsideCurrentMonth ? 0 : (dueCounts.get(day.format(ISO_DAY)) ?? 0);
  const available = !props.outsideCurrentMonth && availableWeekdays.has(day.day());
  return (
    <Badge
      overlap="circular"
      color="primary"
      badgeContent={due}
      invisible={due === 0}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickerDay
        {...props}
        {...(due > 0 ? { 'aria-label': `${day.format('MMMM D')}: ${text.dueCount(due)}` } : {})}
        sx={available ? { bgcolor: 'action.hover' } : undefined}
      />
    </Badge>
  );
}

/** One entry of the calendar's legend: the dot as the calendar draws it, then what it means. */
function LegendItem({
  dot,
  children,
}: {
  dot: { bgcolor: string; border?: number; borderColor?: string };
  children: ReactNode;
}) {
  return (
    <Typography variant="body2">
      <Box
        component="span"
        sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', mr: 0.5, ...dot }}
      />
      {children}
    </Typography>
  );
}

function CaseLinks({ cases, empty }: { cases: readonly CaseResponse[]; empty: string }) {
  if (cases.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {cases.map((legalCase) => (
        <ListItem key={legalCase._id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={paths.attorneyCase(legalCase._id)}>
                {legalCase.title}
              </Link>
            }
            secondary={`${formatDueDate(legalCase.dueDate)} · ${legalCase.clientName}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The month's due dates, first day to last, as GET /api/attorney/cases?dueFrom=&dueTo= reads them. */
function monthSpan(month: Dayjs) {
  return { dueFrom: month.startOf('month').format(ISO_DAY), dueTo: month.endOf('month').format(ISO_DAY) };
}

const NO_CASES: readonly CaseResponse[] = [];

function CalendarView({ profile }: { profile: AttorneyProfile | null }) {
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [selected, setSelected] = useState<Dayjs | null>(null);
  // One month's cases at a time: what the calendar shows costs that month, however many cases the firm has.
  const monthCases = useCasesDueIn(monthSpan(month));
  const cases = monthCases.request.status === 'success' ? monthCases.request.data : NO_CASES;
  const marks = useMemo<CalendarMarks>(() => {
    const slots = profile?.availability ?? [];
    const dueCounts = new Map<string, number>();
    for (const legalCase of cases) {
      if (legalCase.dueDate) dueCounts.set(legalCase.dueDate, (dueCounts.get(legalCase.dueDate) ?? 0) + 1);
    }
    return { dueCounts, availableWeekdays: new Set(slots.map((slot) => dayjsWeekday(slot.day))) };
  }, [cases, profile]);
  const availability = profile?.availability ?? [];

  const dueIn = (prefix: string) => cases.filter((legalCase) => legalCase.dueDate?.startsWith(prefix));
  const monthList = (render: (due: readonly CaseResponse[]) => ReactNode) => {
    if (monthCases.request.status === 'loading') {
      return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 2 }} />;
    }
    if (monthCases.request.status === 'error') {
      return <RetryAlert onRetry={monthCases.reload}>{attorneyTexts.loadCasesFailed}</RetryAlert>;
    }
    return render(cases);
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 1, overflowX: 'auto' }}>
          <CalendarMarksContext value={marks}>
            <DateCalendar
              value={selected}
              onChange={(day: Dayjs | null) => setSelected(day)}
              onMonthChange={(day: Dayjs) => {
                setMonth(day.startOf('month'));
                // A day of another month would list that month's cases, which are not read.
                setSelected(null);
              }}
              views={['day']}
              slots={{ day: MarkedDay }}
              sx={{ width: '100%', maxWidth: 360 }}
            />
          </CalendarMarksContext>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', px: 2, pb: 1 }}>
            <LegendItem dot={{ bgcolor: 'primary.main' }}>{text.dueLegend}</LegendItem>
            <LegendItem dot={{ bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
              {text.availableLegend}
            </LegendItem>
          </Box>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        {selected && (
          <SectionCard sx={{ p: 2 }} title={text.dayHeading(selected.toDate().toLocaleDateString())}>
            {monthList(() => (
              <CaseLinks cases={dueIn(selected.format(ISO_DAY))} empty={text.nothingDue} />
            ))}
          </SectionCard>
        )}
        <SectionCard sx={{ p: 2 }} title={`${text.casesDueThisMonth}: ${month.format('MMMM YYYY')}`}>
          {monthList((due) => (
            <CaseLinks cases={due} empty={text.noneThisMonth} />
          ))}
        </SectionCard>
        <SectionCard sx={{ p: 2 }} title={text.availabilityHeading}>
          {availability.length === 0 ? (
            <Typography color="text.secondary">
              {text.noAvailability}{' '}
              <Link component={RouterLink} to={paths.attorneyProfile}>
                {attorneyTexts.profileButton}
              </Link>
            </Typography>
          ) : (
            <List dense disablePadding>
              {availability.map((slot, index) => (
                <ListItem key={`${slot.day}-${slot.startTime}-${index}`} disableGutters>
                  <ListItemText primary={text.availableSlot(slot.day, slot.startTime, slot.endTime)} />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
    </Grid>
  );
}

/** /attorney/calendar: the month of case due dates and availability, linked from the dashboard. */
export function AttorneyCalendarPage() {
  const profile = useAttorneyProfile();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1">{text.title}</Typography>
      {profile.request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />
      )}
      {profile.request.status === 'error' && (
        <RetryAlert onRetry={profile.reload}>{attorneyTexts.profile.loadFailed}</RetryAlert>
      )}
      {profile.request.status !== 'loading' && (
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <CalendarView profile={profile.request.status === 'success' ? profile.request.data.attorneyProfile : null} />
        </LocalizationProvider>
      )}
    </Box>
  );
}

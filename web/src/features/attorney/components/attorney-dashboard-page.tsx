import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { attorneyTexts, type CaseGlance, type CaseResponse, commonTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { ShowMorePages } from '../../../components/ui/show-more-pages';
import { useAttorneyCaseSummary } from '../api/get-attorney-case-summary';
import { useAttorneyCases } from '../api/get-attorney-cases';
import { CasePriorityChip, CaseStatusChip } from './case-chips';
import { formatDueDate } from './format-case-dates';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

const text = attorneyTexts;

function CasesTable({ cases }: { cases: readonly CaseResponse[] }) {
  return (
    <ResponsiveTable label={attorneyTexts.dashboard.casesTableLabel} minWidth={640} outlined>
      <TableHead>
        <TableRow>
          <TableCell>{text.columns.case}</TableCell>
          <TableCell>{text.columns.client}</TableCell>
          <TableCell>{text.columns.status}</TableCell>
          <TableCell>{text.columns.priority}</TableCell>
          <TableCell>{text.columns.dueDate}</TableCell>
          <TableCell>{text.columns.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cases.map((legalCase) => (
          <TableRow key={legalCase._id}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {legalCase.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {legalCase.caseType}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2">{legalCase.clientName}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {legalCase.clientId.email}
              </Typography>
            </TableCell>
            <TableCell>
              <CaseStatusChip status={legalCase.status} />
            </TableCell>
            <TableCell>
              <CasePriorityChip priority={legalCase.priority} />
            </TableCell>
            <TableCell>{formatDueDate(legalCase.dueDate)}</TableCell>
            <TableCell>
              <Button
                component={RouterLink}
                to={paths.attorneyCase(legalCase._id)}
                size="small"
                aria-label={`${text.viewDetails}: ${legalCase.title}`}
              >
                {text.viewDetails}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}

function AtAGlance({ counts }: { counts: CaseGlance }) {
  const rows = [
    [text.glance.new, counts.new],
    [text.glance.inProgress, counts.inProgress],
    [text.glance.underReview, counts.underReview],
    [text.glance.highPriority, counts.highPriority],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="at-a-glance" sx={{ p: 2 }}>
      <Typography id="at-a-glance" variant="h5" component="h2" sx={{ mb: 1 }}>
        {text.atAGlance}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, m: 0 }}>
        {rows.map(([label, count]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {count}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function UpcomingDeadlines({ soonest }: { soonest: readonly CaseResponse[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="upcoming-deadlines" sx={{ p: 2 }}>
      <Typography id="upcoming-deadlines" variant="h5" component="h2" sx={{ mb: 1 }}>
        {text.upcomingDeadlines}
      </Typography>
      {soonest.length === 0 ? (
        <Typography color="text.secondary">{text.noUpcomingDeadlines}</Typography>
      ) : (
        <List dense disablePadding>
          {soonest.map((legalCase) => (
            <ListItem key={legalCase._id} disableGutters>
              <ListItemText
                primary={
                  <RouterLink to={paths.attorneyCase(legalCase._id)} style={{ color: 'inherit' }}>
                    {legalCase.title}
                  </RouterLink>
                }
                secondary={formatDueDate(legalCase.dueDate)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

function Loading() {
  return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
}

/** At a Glance and Upcoming Deadlines: counted by the server over the whole caseload, not over the pages shown. */
function CaseSummary() {
  const { request, reload } = useAttorneyCaseSummary({ failure: { text: text.loadCasesFailed } });
  if (request.status === 'loading') return <Loading />;
  if (request.status === 'error') return <RetryAlert onRetry={reload}>{text.loadCasesFailed}</RetryAlert>;
  return (
    <>
      <AtAGlance counts={request.data.glance} />
      <UpcomingDeadlines soonest={request.data.upcomingDeadlines} />
    </>
  );
}

/** The assigned cases, newest first, a page at a time. */
function AssignedCases() {
  const { request, reload, ...more } = useAttorneyCases({ failure: { text: text.loadCasesFailed } });
  if (request.status === 'loading') return <Loading />;
  if (request.status === 'error') return <RetryAlert onRetry={reload}>{text.loadCasesFailed}</RetryAlert>;
  if (request.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{text.noCases}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <CasesTable cases={request.data} />
      <ShowMorePages more={more} label={text.showMoreCases} failedText={text.loadCasesFailed} />
    </>
  );
}

/** /attorney/dashboard (spec part 2 §2): assigned cases, At a Glance, Upcoming Deadlines, Profile and Calendar. */
export function AttorneyDashboardPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">{text.dashboardTitle}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.attorneyProfile}
            variant="outlined"
            startIcon={<PersonOutlinedIcon />}
          >
            {text.profileButton}
          </Button>
          <Button
            component={RouterLink}
            to={paths.attorneyCalendar}
            variant="outlined"
            startIcon={<CalendarMonthOutlinedIcon />}
          >
            {text.calendarButton}
          </Button>
        </Box>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <AssignedCases />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <CaseSummary />
        </Grid>
      </Grid>
    </Box>
  );
}

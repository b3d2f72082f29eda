import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  agentTexts,
  monthGrid,
  showingsOnDay,
  showingsTexts,
  toIsoDate,
  truncateAddress,
  type AgentShowing,
} from '@estatekey/domain';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';

import type { CalendarMonth } from './calendar-month';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';

import { showingTimeRange, showingWhen } from '../../../data/showings/showing-labels';

const pageText = agentTexts.showingsPage;

export interface ShowingsCalendarProps {
  /** The showings of the shown month (read for that month: the page asks again when the user steps). */
  readonly showings: readonly AgentShowing[];
  readonly shown: CalendarMonth;
  readonly onStep: (months: number) => void;
  readonly now: Date;
  readonly onEdit: (showing: AgentShowing) => void;
}

function monthTitle(year: number, month: number): string {
  return new Date(year, month - 1, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/**
 * The calendar view (spec part 2 §2): the shown month (the current one first) as a Sunday-first 7-column grid, each day listing its showings
 * as start–end time and the address cut to 20 characters; clicking one opens it for editing; today is highlighted.
 * Previous/next move between months.
 */
export function ShowingsCalendar({ showings, shown, onStep: step, now, onEdit }: ShowingsCalendarProps) {
  const titleId = useId();
  const today = toIsoDate(now);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => step(-1)} aria-label={pageText.previousMonth}>
          <ChevronLeft />
        </IconButton>
        <Typography id={titleId} variant="h6" component="h2">
          {monthTitle(shown.year, shown.month)}
        </Typography>
        <IconButton onClick={() => step(1)} aria-label={pageText.nextMonth}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {/* A phone scrolls the grid sideways; focusable so keyboard users can scroll it too. */}
      <Box tabIndex={0} aria-labelledby={titleId} role="region" sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            width: '100%',
            minWidth: 700,
            tableLayout: 'fixed',
            borderCollapse: 'collapse',
            '& th, & td': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
          }}
        >
          <thead>
            <tr>
              {pageText.weekdays.map((weekday) => (
                <Box component="th" key={weekday} scope="col" sx={{ typography: 'subtitle2' }}>
                  {weekday}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(shown.year, shown.month).map((week) => (
              <tr key={week.join('|')}>
                {week.map((date, index) =>
                  date === null ? (
                    <td key={`empty-${index}`} />
                  ) : (
                    <Box
                      component="td"
                      key={date}
                      aria-current={date === today ? 'date' : undefined}
                      sx={{
                        height: 96,
                        bgcolor: (theme) => (date === today ? alpha(theme.palette.primary.main, 0.12) : undefined),
                      }}
                    >
                      <Typography
                        variant="body2"
                        component="p"
                        sx={{
                          fontWeight: date === today ? 700 : 400,
                          color: date === today ? 'primary.dark' : undefined,
                        }}
                      >
                        {Number(date.slice(8))}
                        {date === today && <Box component="span" sx={visuallyHiddenSx}>{` ${pageText.today}`}</Box>}
                      </Typography>
                      <Stack spacing={0.5}>
                        {showingsOnDay(showings, date).map((showing) => (
                          <ButtonBase
                            key={showing.id}
                            onClick={() => onEdit(showing)}
                            aria-label={pageText.editShowingAt(`${showingWhen(showing)}, ${showing.propertyAddress}`)}
                            sx={{
                              display: 'block',
                              textAlign: 'left',
                              width: '100%',
                              borderRadius: 1,
                              px: 0.5,
                              bgcolor: showing.status === 'confirmed' ? 'primary.main' : 'grey.700',
                              color: showing.status === 'confirmed' ? 'primary.contrastText' : 'common.white',
                              typography: 'caption',
                              overflowWrap: 'anywhere',
                            }}
                          >
                            <Box component="span" sx={{ display: 'block' }}>
                              {showingTimeRange(showing)}
                            </Box>
                            <Box component="span" sx={{ display: 'block' }}>
                              {truncateAddress(showing.propertyAddress)}
                            </Box>
                            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                              {showingsTexts.approvalStatus[showing.status]}
                            </Box>
                          </ButtonBase>
                        ))}
                      </Stack>
                    </Box>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

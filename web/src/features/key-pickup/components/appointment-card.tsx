import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Appointment, APPOINTMENT_STATUS_LABELS, type AppointmentStatus, keyPickupTexts } from '@estatekey/domain';

import { appointmentWhen } from './appointment-when';

const pageText = keyPickupTexts;

const STATUS_COLOR: Record<AppointmentStatus, 'primary' | 'success' | 'default' | 'error'> = {
  scheduled: 'primary',
  confirmed: 'success',
  completed: 'default',
  cancelled: 'error',
};

export interface AppointmentCardProps {
  readonly appointment: Appointment;
  /** Present on upcoming appointments that may still be cancelled. */
  readonly onCancel?: (appointment: Appointment) => void;
}

/** One appointment of the upcoming or previous list: when, where, what, its status and, when allowed, Cancel. */
export function AppointmentCard({ appointment, onCancel }: AppointmentCardProps) {
  const when = appointmentWhen(appointment);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, minWidth: 0 }}>
            {when}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[appointment.status]}
            label={APPOINTMENT_STATUS_LABELS[appointment.status]}
            aria-label={`${pageText.status}: ${APPOINTMENT_STATUS_LABELS[appointment.status]}`}
          />
        </Stack>
        <Typography variant="body2">{appointment.type}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {appointment.propertyAddress || pageText.noAddress}
        </Typography>
        {appointment.details && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {appointment.details}
          </Typography>
        )}
        {appointment.needsCleanout && (
          <Chip size="small" variant="outlined" label={pageText.cleanoutRequested} sx={{ alignSelf: 'flex-start' }} />
        )}
        {onCancel && (
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => onCancel(appointment)}
            aria-label={pageText.cancelAppointmentOn(when)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {keyPickupTexts.cancelAppointment}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

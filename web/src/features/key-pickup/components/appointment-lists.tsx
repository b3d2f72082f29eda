import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Appointment,
  canCancelAppointment,
  keyPickupTexts,
  splitAppointments,
  todayIsoDate,
} from '@estatekey/domain';
import { useState } from 'react';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { SectionCard } from '../../../components/ui/section-card';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useCancelAppointment } from '../api/use-cancel-appointment';
import { useUserAppointmentsSnapshot } from '../api/use-user-appointments-snapshot';
import { AppointmentCard } from './appointment-card';
import { appointmentWhen } from './appointment-when';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

const text = keyPickupTexts;

function AppointmentSection({
  title,
  emptyText,
  appointments,
  onCancel,
  showMore,
}: {
  title: string;
  emptyText: string;
  appointments: readonly Appointment[];
  onCancel?: (appointment: Appointment) => void;
  /** Reads the next page of this list. */
  showMore?: (() => void) | null | undefined;
}) {
  return (
    <SectionCard title={title}>
      {appointments.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard
                appointment={appointment}
                onCancel={onCancel && canCancelAppointment(appointment) ? onCancel : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
      <ShowMoreButton showMore={showMore} label={text.showMoreAppointments} />
    </SectionCard>
  );
}

function LiveAppointmentLists() {
  const [today] = useState(todayIsoDate);
  const appointments = useUserAppointmentsSnapshot(today);
  const cancelAppointment = useCancelAppointment();
  // Kept after closing, so the dialog's text does not vanish during its exit transition.
  const [cancelDialog, setCancelDialog] = useState<{ appointment: Appointment; open: boolean } | null>(null);

  if (appointments.status === 'loading') {
    return (
      <CircularProgress aria-label={keyPickupTexts.loadingAppointments} sx={{ display: 'block', mx: 'auto', my: 4 }} />
    );
  }

  const { upcoming, previous } = splitAppointments(appointments.data, today);

  const askToCancel = (appointment: Appointment) => setCancelDialog({ appointment, open: true });
  const closeCancelDialog = () => setCancelDialog((dialog) => dialog && { ...dialog, open: false });

  const confirmCancel = async () => {
    if (!cancelDialog || cancelAppointment.pending) return;
    await cancelAppointment.mutate({ params: { id: cancelDialog.appointment.id } });
    closeCancelDialog();
  };

  return (
    <Stack spacing={3}>
      <AppointmentSection
        title={text.upcoming}
        emptyText={text.noUpcoming}
        appointments={upcoming}
        onCancel={askToCancel}
        showMore={appointments.showMoreUpcoming}
      />
      <AppointmentSection
        title={text.previous}
        emptyText={text.noPrevious}
        appointments={previous}
        showMore={appointments.showMorePrevious}
      />
      <CancelAppointmentDialog
        open={cancelDialog?.open ?? false}
        when={cancelDialog ? appointmentWhen(cancelDialog.appointment) : ''}
        cancelling={cancelAppointment.pending}
        onConfirm={() => void confirmCancel()}
        onClose={closeCancelDialog}
      />
    </Stack>
  );
}

/** Upcoming and previous appointments (spec part 1 §2.16, §4), live; each upcoming one can be cancelled. */
export function AppointmentLists() {
  return (
    <LiveDataBoundary label="appointments list" fallback={<Alert severity="error">{text.loadFailed}</Alert>}>
      <LiveAppointmentLists />
    </LiveDataBoundary>
  );
}

import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { adminRoutes, adminTexts, type AdminMail } from '@estatekey/domain';

import { useAdminList } from '../api/use-admin-list';
import { AdminGrid } from './admin-grid';

const text = adminTexts.mailOutbox;

const formatTime = (value: Date | null) => value?.toLocaleString() ?? '';

const COLUMNS: GridColDef<AdminMail>[] = [
  {
    field: 'createdAt',
    headerName: text.columns.createdAt,
    width: 180,
    sortable: false,
    valueFormatter: formatTime,
  },
  {
    field: 'to',
    headerName: text.columns.to,
    width: 220,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
  },
  { field: 'template', headerName: text.columns.template, width: 140, sortable: false },
  { field: 'attempts', headerName: text.columns.attempts, width: 100, sortable: false },
  { field: 'error', headerName: text.columns.error, flex: 1, minWidth: 240, sortable: false },
  {
    field: 'lastAttemptAt',
    headerName: text.columns.lastAttemptAt,
    width: 180,
    sortable: false,
    valueFormatter: formatTime,
  },
];

/** Mail that ended in ERROR, newest first, with its reason: admins see what the outbox could not deliver. */
export function MailDeliveryProblems() {
  const list = useAdminList(adminRoutes.adminMailOutbox, { state: 'ERROR' }, text.loadFailed);
  return (
    <Box component="section" aria-labelledby="mail-delivery-problems" sx={{ mt: 4 }}>
      <Typography id="mail-delivery-problems" variant="h2" sx={{ mb: 1 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {list.error}
        </Alert>
      )}
      <AdminGrid
        label={text.gridLabel}
        rows={list.page?.mails ?? []}
        getRowId={(mail) => mail._id}
        columns={COLUMNS}
        {...list.grid}
      />
    </Box>
  );
}

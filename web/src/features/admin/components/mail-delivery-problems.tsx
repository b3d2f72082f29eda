import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { adminRoutes, adminTexts, type AdminMail } from '@estatekey/domain';

import { useAdminList } from '../api/use-admin-list';
import { AdminList } from './admin-list';
import { documentId, type AdminColumn } from './admin-list-model';

const text = adminTexts.mailOutbox;

const formatTime = (value: Date | null) => value?.toLocaleString() ?? '';

const COLUMNS: readonly AdminColumn<AdminMail>[] = [
  { field: 'createdAt', header: text.columns.createdAt, width: 180, text: (mail) => formatTime(mail.createdAt) },
  { field: 'to', header: text.columns.to, width: 220, text: (mail) => mail.to.join(', ') },
  { field: 'template', header: text.columns.template, width: 140, text: (mail) => mail.template ?? '' },
  { field: 'attempts', header: text.columns.attempts, width: 100, text: (mail) => String(mail.attempts) },
  { field: 'error', header: text.columns.error, width: { flex: 1, minWidth: 240 }, text: (mail) => mail.error ?? '' },
  {
    field: 'lastAttemptAt',
    header: text.columns.lastAttemptAt,
    width: 180,
    text: (mail) => formatTime(mail.lastAttemptAt),
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
      <AdminList
        label={text.gridLabel}
        rows={list.page?.mails ?? []}
        rowId={documentId}
        columns={COLUMNS}
        {...list.grid}
      />
    </Box>
  );
}

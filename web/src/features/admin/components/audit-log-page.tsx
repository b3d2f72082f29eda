import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { adminTexts, adminRoutes, type AuditLogEntryResponse } from '@estatekey/domain';
import { useState } from 'react';

import { useAction, useLoggedFailure } from '../../../lib/use-action';
import { downloadAuditCsv } from '../api/download-audit-csv';
import { useAdminList } from '../api/use-admin-list';
import { useDebouncedValue } from '../api/use-debounced-value';
import { AdminList, AdminPageShell } from './admin-list';
import type { AdminColumn } from './admin-list-model';
import { MailDeliveryProblems } from './mail-delivery-problems';
import { OutlinedField } from '../../../components/form';

const text = adminTexts.auditLog;

const COLUMNS: readonly AdminColumn<AuditLogEntryResponse>[] = [
  { field: 'at', header: text.columns.at, width: 180, text: (entry) => entry.at.toLocaleString() },
  { field: 'actorId', header: text.columns.actor, width: 200, text: (entry) => entry.actorId },
  { field: 'action', header: text.columns.action, width: 200, text: (entry) => entry.action },
  { field: 'targetType', header: text.columns.targetType, width: 120, text: (entry) => entry.targetType },
  { field: 'targetId', header: text.columns.targetId, width: 200, text: (entry) => entry.targetId },
  {
    field: 'details',
    header: text.columns.details,
    width: { flex: 1, minWidth: 200 },
    text: (entry) => JSON.stringify(entry.details),
  },
];

const entryId = (entry: AuditLogEntryResponse) => entry.id;

/** /audit-log: who did what, newest first, filtered by actor and target, exportable as CSV; below, failed mail. */
export function AuditLogPage() {
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const actorId = useDebouncedValue(actor.trim());
  const targetId = useDebouncedValue(target.trim());
  const filter = { ...(actorId === '' ? {} : { actorId }), ...(targetId === '' ? {} : { targetId }) };
  const list = useAdminList(adminRoutes.auditLog, filter, text.loadFailed);

  const exportCsv = useAction(downloadAuditCsv, {
    success: null,
    reportFailure: useLoggedFailure('The audit log export', text.exportFailed),
  });

  return (
    <AdminPageShell
      title={text.title}
      error={list.error}
      filters={
        <>
          <OutlinedField label={text.actorFilter} value={actor} onChange={(event) => setActor(event.target.value)} />
          <OutlinedField label={text.targetFilter} value={target} onChange={(event) => setTarget(event.target.value)} />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv.mutate(filter)}
            disabled={exportCsv.pending}
          >
            {text.exportCsv}
          </Button>
        </>
      }
    >
      <AdminList
        label={text.gridLabel}
        rows={list.page?.entries ?? []}
        rowId={entryId}
        columns={COLUMNS}
        {...list.grid}
      />
      <MailDeliveryProblems />
    </AdminPageShell>
  );
}

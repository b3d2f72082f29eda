import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { adminTexts, adminRoutes, type AuditLogEntryResponse } from '@estatekey/domain';
import { useState } from 'react';

import { useAction, useLoggedFailure } from '../../../lib/use-action';
import { downloadAuditCsv } from '../api/download-audit-csv';
import { useAdminList } from '../api/use-admin-list';
import { useDebouncedValue } from '../api/use-debounced-value';
import { AdminGrid, AdminPageShell } from './admin-grid';
import { MailDeliveryProblems } from './mail-delivery-problems';
import { OutlinedField } from '../../../components/form';

const text = adminTexts.auditLog;

const COLUMNS: GridColDef<AuditLogEntryResponse>[] = [
  {
    field: 'at',
    headerName: text.columns.at,
    width: 180,
    sortable: false,
    valueFormatter: (value: Date) => value.toLocaleString(),
  },
  { field: 'actorId', headerName: text.columns.actor, width: 200, sortable: false },
  { field: 'action', headerName: text.columns.action, width: 200, sortable: false },
  { field: 'targetType', headerName: text.columns.targetType, width: 120, sortable: false },
  { field: 'targetId', headerName: text.columns.targetId, width: 200, sortable: false },
  {
    field: 'details',
    headerName: text.columns.details,
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueFormatter: (value: Record<string, unknown>) => JSON.stringify(value),
  },
];

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
      <AdminGrid
        label={text.gridLabel}
        rows={list.page?.entries ?? []}
        getRowId={(entry) => entry.id}
        columns={COLUMNS}
        {...list.grid}
      />
      <MailDeliveryProblems />
    </AdminPageShell>
  );
}

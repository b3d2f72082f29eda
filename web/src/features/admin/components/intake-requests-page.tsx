import type { GridColDef } from '@mui/x-data-grid';
import {
  type AdminIntakeRequest,
  adminTexts,
  adminRoutes,
  formatShortUsDate,
  INTAKE_KINDS,
  INTAKE_STATUSES,
  type IntakeKind,
  type IntakeStatus,
} from '@estatekey/domain';
import { Suspense, useState } from 'react';

import { labelledOptions } from '../../../components/form';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useAdminList } from '../api/use-admin-list';
import { AdminGrid, AdminPageShell, SidePanel } from './admin-grid';
import { FilterSelect } from './filter-select';
import { openRowColumn } from './open-row-column';

const text = adminTexts.intake;

// The panel and its forms load when a row's Open button is reached, not with the list.
const detailPanel = preloadableLazy(() => import('./intake-detail-panel').then((module) => module.IntakeDetailPanel));

function summary(request: AdminIntakeRequest): string {
  return request.kind === 'property'
    ? `${request.payload.propertyAddress}, ${request.payload.propertyCity}`
    : `${request.payload.appointmentDate} ${request.payload.appointmentTime}`;
}

function intakeColumns(open: (request: AdminIntakeRequest) => void): GridColDef<AdminIntakeRequest>[] {
  return [
    {
      field: 'createdAt',
      headerName: text.columns.received,
      width: 110,
      sortable: false,
      valueFormatter: (value: Date) => formatShortUsDate(value),
    },
    {
      field: 'kind',
      headerName: text.columns.kind,
      width: 160,
      sortable: false,
      valueFormatter: (value: IntakeKind) => adminTexts.intakeKindLabels[value],
    },
    {
      field: 'contact',
      headerName: text.columns.contact,
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => row.payload.contactName,
    },
    {
      field: 'summary',
      headerName: text.columns.summary,
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, row) => summary(row),
    },
    {
      field: 'status',
      headerName: text.columns.status,
      width: 110,
      sortable: false,
      valueFormatter: (value: IntakeStatus) => adminTexts.intakeStatusLabels[value],
    },
    openRowColumn(text.open, (row) => `${text.open} ${row.payload.contactName}`, open, detailPanel.preloadOnIntent),
  ];
}

/** /manage-intake: the public submissions newest first, by kind and status, with a detail side panel. */
export function IntakeRequestsPage() {
  const [kind, setKind] = useState<IntakeKind | ''>('');
  const [status, setStatus] = useState<IntakeStatus | ''>('');
  const list = useAdminList(adminRoutes.adminIntake, { kind, status }, text.loadFailed);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = list.page?.requests.find((item) => item._id === openId) ?? null;

  return (
    <AdminPageShell
      title={text.title}
      error={list.error}
      filters={
        <>
          <FilterSelect
            label={text.kindFilter}
            allLabel={text.allKinds}
            value={kind}
            options={labelledOptions(INTAKE_KINDS, adminTexts.intakeKindLabels)}
            onChange={setKind}
          />
          <FilterSelect
            label={text.statusFilter}
            allLabel={text.allStatuses}
            value={status}
            options={labelledOptions(INTAKE_STATUSES, adminTexts.intakeStatusLabels)}
            onChange={setStatus}
          />
        </>
      }
    >
      <AdminGrid
        label={text.gridLabel}
        rows={list.page?.requests ?? []}
        getRowId={(row) => row._id}
        columns={intakeColumns((row) => setOpenId(row._id))}
        {...list.grid}
      />
      <SidePanel
        open={opened !== null}
        label={text.details}
        closeLabel={text.close}
        width={440}
        onClose={() => setOpenId(null)}
      >
        <Suspense fallback={null}>
          {opened && (
            <detailPanel.Component key={`${opened._id}-${opened.status}`} request={opened} onDone={list.reload} />
          )}
        </Suspense>
      </SidePanel>
    </AdminPageShell>
  );
}

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
import { AdminList, AdminPageShell } from './admin-list';
import { documentId, type AdminColumn } from './admin-list-model';
import { SidePanel } from './side-panel';
import { FilterSelect } from './filter-select';

const text = adminTexts.intake;

// The panel and its forms load when a row's Open button is reached, not with the list.
const detailPanel = preloadableLazy(() => import('./intake-detail-panel').then((module) => module.IntakeDetailPanel));

function summary(request: AdminIntakeRequest): string {
  return request.kind === 'property'
    ? `${request.payload.propertyAddress}, ${request.payload.propertyCity}`
    : `${request.payload.appointmentDate} ${request.payload.appointmentTime}`;
}

const INTAKE_COLUMNS: readonly AdminColumn<AdminIntakeRequest>[] = [
  { field: 'createdAt', header: text.columns.received, width: 110, text: (row) => formatShortUsDate(row.createdAt) },
  { field: 'kind', header: text.columns.kind, width: 160, text: (row) => adminTexts.intakeKindLabels[row.kind] },
  {
    field: 'contact',
    header: text.columns.contact,
    width: { flex: 1, minWidth: 150 },
    text: (row) => row.payload.contactName,
  },
  { field: 'summary', header: text.columns.summary, width: { flex: 1, minWidth: 180 }, text: summary },
  {
    field: 'status',
    header: text.columns.status,
    width: 110,
    text: (row) => adminTexts.intakeStatusLabels[row.status],
  },
];

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
      <AdminList
        label={text.gridLabel}
        rows={list.page?.requests ?? []}
        rowId={documentId}
        columns={INTAKE_COLUMNS}
        actions={{
          kind: 'open',
          text: text.open,
          label: (row) => `${text.open} ${row.payload.contactName}`,
          open: (row) => setOpenId(row._id),
          intent: detailPanel.preloadOnIntent,
        }}
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

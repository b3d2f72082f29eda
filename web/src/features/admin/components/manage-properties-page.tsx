import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  adminTexts,
  type AdminProperty,
  adminRoutes,
  dashboardTexts,
  formatShortUsDate,
  PROPERTY_REVIEW_STATUS_LABELS,
  PROPERTY_REVIEW_STATUSES,
  type PropertyReviewStatus,
} from '@estatekey/domain';
import { useState } from 'react';

import { labelledOptions } from '../../../components/form';
import { ReviewStatusChip } from '../../../components/property-status/review-status-chip';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useAdminList } from '../api/use-admin-list';
import { useDebouncedValue } from '../api/use-debounced-value';
import { AdminList, AdminPageShell } from './admin-list';
import { documentId, type AdminColumn } from './admin-list-model';
import { SidePanel } from './side-panel';
import { FilterSelect, SearchField } from './filter-select';
import { PropertyReviewPanel } from './property-review-panel';

const text = adminTexts.properties;

const PROPERTY_COLUMNS: readonly AdminColumn<AdminProperty>[] = [
  {
    field: 'address',
    header: text.columns.address,
    width: { flex: 1.2, minWidth: 200 },
    text: (row) => `${row.address}, ${row.city}, ${row.state}`,
  },
  {
    field: 'owner',
    header: text.columns.owner,
    width: { flex: 1, minWidth: 160 },
    text: (row) => row.owner?.name ?? text.noOwner,
  },
  {
    field: 'status',
    header: text.columns.status,
    width: 140,
    text: (row) => PROPERTY_REVIEW_STATUS_LABELS[row.status],
    render: (row) => <ReviewStatusChip status={row.status} />,
  },
  {
    field: 'progressPercent',
    header: text.columns.progress,
    width: 160,
    text: (row) => dashboardTexts.percentComplete(row.progressPercent),
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={row.progressPercent}
          aria-label={`${text.columns.progress}: ${dashboardTexts.percentComplete(row.progressPercent)}`}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2">{Math.round(row.progressPercent)}%</Typography>
      </Stack>
    ),
  },
  { field: 'createdAt', header: text.columns.created, width: 110, text: (row) => formatShortUsDate(row.createdAt) },
];

/**
 * /manage-properties: every property with owner, review badge (part 1 §3 colours) and progress, by review
 * status and owner; the side panel reviews it and sets its milestones.
 */
export function ManagePropertiesPage() {
  const session = useAuthSession();
  const [status, setStatus] = useState<PropertyReviewStatus | ''>('');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const list = useAdminList(adminRoutes.adminProperties, { status, query }, text.loadFailed);
  // The panel stays open while the list changes under it (a search typed just before 'Open' lands after it): it shows
  // the row as the list last answered it, or as it was opened, and reads the property itself live.
  const [openedRow, setOpenedRow] = useState<AdminProperty | null>(null);
  const opened = openedRow && (list.page?.properties.find((property) => property._id === openedRow._id) ?? openedRow);
  const adminUid = session.status === 'signedIn' ? session.user.uid : '';

  const close = () => {
    setOpenedRow(null);
    // The list is not live: read it again for the badges and progress the panel changed.
    list.reload();
  };

  return (
    <AdminPageShell
      title={text.title}
      error={list.error}
      filters={
        <>
          <FilterSelect
            label={text.statusFilter}
            allLabel={text.allStatuses}
            value={status}
            options={labelledOptions(PROPERTY_REVIEW_STATUSES, PROPERTY_REVIEW_STATUS_LABELS)}
            onChange={setStatus}
          />
          <SearchField label={text.search} value={search} onChange={setSearch} />
        </>
      }
    >
      <AdminList
        label={text.gridLabel}
        rows={list.page?.properties ?? []}
        rowId={documentId}
        columns={PROPERTY_COLUMNS}
        actions={{ kind: 'open', text: text.open, label: (row) => `${text.open} ${row.address}`, open: setOpenedRow }}
        {...list.grid}
      />
      <SidePanel open={opened !== null} label={text.details} closeLabel={text.close} width={480} onClose={close}>
        {opened && <PropertyReviewPanel listed={opened} adminUid={adminUid} />}
      </SidePanel>
    </AdminPageShell>
  );
}

import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
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
import { AdminGrid, AdminPageShell, SidePanel } from './admin-grid';
import { FilterSelect, SearchField } from './filter-select';
import { openRowColumn } from './open-row-column';
import { PropertyReviewPanel } from './property-review-panel';

const text = adminTexts.properties;

function propertyColumns(open: (property: AdminProperty) => void): GridColDef<AdminProperty>[] {
  return [
    {
      field: 'address',
      headerName: text.columns.address,
      flex: 1.2,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, row) => `${row.address}, ${row.city}, ${row.state}`,
    },
    {
      field: 'owner',
      headerName: text.columns.owner,
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_value, row) => row.owner?.name ?? text.noOwner,
    },
    {
      field: 'status',
      headerName: text.columns.status,
      width: 140,
      sortable: false,
      renderCell: (params) => <ReviewStatusChip status={params.row.status} />,
    },
    {
      field: 'progressPercent',
      headerName: text.columns.progress,
      width: 160,
      sortable: false,
      renderCell: (params) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <LinearProgress
            variant="determinate"
            value={params.row.progressPercent}
            aria-label={`${text.columns.progress}: ${dashboardTexts.percentComplete(params.row.progressPercent)}`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2">{Math.round(params.row.progressPercent)}%</Typography>
        </Stack>
      ),
    },
    {
      field: 'createdAt',
      headerName: text.columns.created,
      width: 110,
      sortable: false,
      valueFormatter: (value: Date) => formatShortUsDate(value),
    },
    openRowColumn(text.open, (row) => `${text.open} ${row.address}`, open),
  ];
}

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
      <AdminGrid
        label={text.gridLabel}
        rows={list.page?.properties ?? []}
        getRowId={(row) => row._id}
        columns={propertyColumns(setOpenedRow)}
        {...list.grid}
      />
      <SidePanel open={opened !== null} label={text.details} closeLabel={text.close} width={480} onClose={close}>
        {opened && <PropertyReviewPanel listed={opened} adminUid={adminUid} />}
      </SidePanel>
    </AdminPageShell>
  );
}

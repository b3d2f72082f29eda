import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { adminTexts } from '@estatekey/domain';
import { useState, type ReactNode } from 'react';

import { stickyFirstColumn } from '../../../components/ui/sticky-first-column';
import { ADMIN_PAGE_SIZES, type PageModel } from '../api/use-cursor-pages';

// DataGrid's own sizes (standard density), for the placeholder that holds the grid's place until its first page.
const GRID_HEADER_PX = 56;
const GRID_ROW_PX = 52;
const GRID_FOOTER_PX = 53;

// The community grid has no column pinning: the first column's header and cells stick to the left edge instead, so a
// row stays recognisable while a phone scrolls the grid sideways.
const stickyFirstGridColumn = stickyFirstColumn(
  '& .MuiDataGrid-columnHeader[aria-colindex="1"], & .MuiDataGrid-cell[aria-colindex="1"]',
);

/** An admin screen: its title, the filters above the list, a load error and the list. */
export function AdminPageShell({
  title,
  filters,
  error,
  children,
}: {
  title: string;
  filters?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {filters && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          {filters}
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {children}
    </Container>
  );
}

/**
 * An admin list: a server-paged DataGrid whose API pages with cursors, so the row count is unknown and the grid only
 * knows whether a next page exists. Every row of a page is rendered (at most 50), so each row's actions are reachable.
 * The grid mounts once its first page has arrived (a skeleton of a full page's height holds its place until then):
 * mounted empty in its loading state, then again with its rows, it cost a phone two long renders (~0.6 s and ~0.25 s
 * at 4× CPU). Later pages load inside the mounted grid, which shows its own loading state.
 */
export function AdminGrid<Row extends GridValidRowModel>({
  label,
  rows,
  getRowId,
  columns,
  loading,
  nextPageToken,
  model,
  onPageChange,
}: {
  label: string;
  rows: readonly Row[];
  getRowId: GridRowIdGetter<Row>;
  columns: GridColDef<Row>[];
  loading: boolean;
  nextPageToken: string | null;
  model: PageModel;
  onPageChange: (model: PageModel, nextPageToken: string | null) => void;
}) {
  // The API pages with cursors: the total is known once a page has no next one; until then the footer counts the
  // rows actually shown, not a full page.
  const shownTo = model.page * model.pageSize + rows.length;
  // Not while a page loads: its token is unknown then, and a known total would send the grid back to the first page.
  const total = !loading && nextPageToken === null ? shownTo : null;
  const [firstPageShown, setFirstPageShown] = useState(!loading);
  if (!loading && !firstPageShown) setFirstPageShown(true);
  if (!firstPageShown) {
    return (
      <Skeleton
        variant="rounded"
        height={GRID_HEADER_PX + model.pageSize * GRID_ROW_PX + GRID_FOOTER_PX}
        aria-label={label}
        aria-busy
        role="progressbar"
      />
    );
  }
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      getRowId={getRowId}
      columns={columns}
      loading={loading}
      paginationMode="server"
      rowCount={total ?? -1}
      paginationMeta={{ hasNextPage: nextPageToken !== null }}
      localeText={{
        paginationDisplayedRows: ({ from }) =>
          rows.length === 0
            ? adminTexts.displayedRows(0, 0, total ?? 0)
            : adminTexts.displayedRows(from, shownTo, total),
      }}
      paginationModel={model}
      onPaginationModelChange={(next) => onPageChange(next, nextPageToken)}
      pageSizeOptions={[...ADMIN_PAGE_SIZES]}
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      disableVirtualization
      sx={stickyFirstGridColumn}
    />
  );
}

/** The right-hand side panel of a list row (full width on phones), closed by its button or Escape. */
export function SidePanel({
  open,
  label,
  closeLabel,
  width,
  onClose,
  children,
}: {
  open: boolean;
  label: string;
  closeLabel: string;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: width }, p: 3 }, 'aria-label': label } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}

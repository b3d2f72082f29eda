import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { adminTexts } from '@estatekey/domain';

import { stickyFirstColumn } from '../../../components/ui/sticky-first-column';
import { ADMIN_PAGE_SIZES } from '../api/use-cursor-pages';
import { shownRows, type AdminListViewProps, type ListRow } from './admin-list-model';

// The community grid has no column pinning: the first column's header and cells stick to the left edge instead, so a
// row stays recognisable while a narrow window scrolls the grid sideways.
const stickyFirstGridColumn = stickyFirstColumn(
  '& .MuiDataGrid-columnHeader[aria-colindex="1"], & .MuiDataGrid-cell[aria-colindex="1"]',
);

/**
 * The wide-screen view of an admin list: a server-paged Data Grid. The API pages with cursors, so the grid knows only
 * whether a next page exists. Every row of a page is rendered (at most 50), so each row's actions are reachable.
 */
export function AdminDataGrid(props: AdminListViewProps) {
  const { label, rows, columns, actions, loading, nextPageToken, model, onPageChange } = props;
  const { total, footer } = shownRows(props);
  const gridColumns: GridColDef<ListRow>[] = columns.map((column, index) => ({
    field: column.field,
    headerName: column.header,
    sortable: false,
    ...(typeof column.width === 'number' ? { width: column.width } : column.width),
    valueGetter: (_value, row) => row.cells[index]?.text,
    renderCell: ({ row }) => row.cells[index]?.node ?? row.cells[index]?.text,
  }));
  if (actions) {
    gridColumns.push({
      field: 'actions',
      type: 'actions',
      headerName: actions.header,
      width: actions.inMenu ? 90 : 80,
      getActions: ({ row }) =>
        actions
          .of(row)
          .map((action) => (
            <GridActionsCellItem
              key={action.key}
              label={action.label}
              {...(actions.inMenu
                ? { showInMenu: true }
                : { icon: <Typography component="span">{action.face ?? action.label}</Typography> })}
              onClick={action.onClick}
              {...action.intent}
            />
          )),
    });
  }
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={gridColumns}
      loading={loading}
      paginationMode="server"
      rowCount={total ?? -1}
      paginationMeta={{ hasNextPage: nextPageToken !== null }}
      localeText={{ paginationDisplayedRows: ({ from }) => footer(from), noRowsLabel: adminTexts.emptyList }}
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

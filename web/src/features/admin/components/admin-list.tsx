import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useMemo, useState, type ReactNode } from 'react';

import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { AdminCardList } from './admin-card-list';
import {
  actionsColumn,
  listRows,
  type AdminColumn,
  type AdminListViewProps,
  type ListPaging,
  type RowActions,
} from './admin-list-model';

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

// MUI X Data Grid's own sizes (standard density), for the placeholder that holds the grid's place until its first page.
const GRID_HEADER_PX = 56;
const GRID_ROW_PX = 52;
const GRID_FOOTER_PX = 53;
// About one user's card on a phone (the tallest kind): the placeholder holds the first screenful.
const PHONE_CARD_PX = 260;

// The grid (~165 kB gzip with its menus and panels) loads only where it is shown: on wide screens.
const dataGridView = preloadableLazy(() => import('./admin-data-grid').then((module) => module.AdminDataGrid));

/**
 * An admin list, a server page at a time: a Data Grid on wide screens; on a phone, a card per row, with every action
 * a button, and no grid downloaded (on a 4× slower phone CPU its first render alone took ~0.3 s). The list appears
 * once its first page has arrived (a skeleton holds its place until then): mounted empty in its loading state, then
 * again with its rows, the grid cost a phone two long renders. Later pages load inside the shown list.
 */
export function AdminList<Row>({
  rows,
  rowId,
  columns,
  actions,
  ...list
}: ListPaging & {
  label: string;
  rows: readonly Row[];
  rowId: (row: Row) => string;
  columns: readonly AdminColumn<Row>[];
  actions?: RowActions<Row>;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const listed = useMemo(() => listRows(rows, rowId, columns), [rows, rowId, columns]);
  if (!phone) void dataGridView.preload().catch(() => undefined); // with the first page, not after it
  const [firstPageShown, setFirstPageShown] = useState(!list.loading);
  if (!list.loading && !firstPageShown) setFirstPageShown(true);
  const { pageSize } = list.model;
  const placeholder = (
    <Skeleton
      variant="rounded"
      height={phone ? Math.min(pageSize, 3) * PHONE_CARD_PX : GRID_HEADER_PX + pageSize * GRID_ROW_PX + GRID_FOOTER_PX}
      aria-label={list.label}
      aria-busy
      role="progressbar"
    />
  );
  if (!firstPageShown) return placeholder;
  const view: AdminListViewProps = {
    ...list,
    columns,
    rows: listed,
    actions: actionsColumn(actions, rows),
  };
  if (phone) return <AdminCardList {...view} />;
  return (
    <Suspense fallback={placeholder}>
      <dataGridView.Component {...view} />
    </Suspense>
  );
}

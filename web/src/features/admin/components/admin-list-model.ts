import { adminTexts } from '@estatekey/domain';
import type { ReactNode } from 'react';

import type { IntentHandlers } from '../../../lib/preloadable-lazy';
import type { PageModel } from '../api/use-cursor-pages';

/** A column's layout in the wide grid: its header and width (fixed, or a share of the free width above a minimum). */
export interface ListColumn {
  readonly field: string;
  readonly header: string;
  readonly width: number | { readonly flex: number; readonly minWidth: number };
}

/** One column of an admin list: a grid column on wide screens, a labelled line of a card on phones. */
export interface AdminColumn<Row> extends ListColumn {
  /** What the cell says. */
  readonly text: (row: Row) => string;
  /** A cell drawn richer than its text (a badge, a progress bar). */
  readonly render?: (row: Row) => ReactNode;
}

/** A row's action; `intent` handlers (a lazy part's `preloadOnIntent`) run when the pointer or keyboard reaches it. */
export interface RowAction {
  readonly key: string;
  /** Its name; a screen reader's only, when the control shows `face`. */
  readonly label: string;
  readonly face?: string;
  readonly onClick: () => void;
  readonly intent?: IntentHandlers;
}

/** What a row offers: a menu of actions, or one button that opens the row (in a side panel). */
export type RowActions<Row> =
  | { readonly kind: 'menu'; readonly header: string; readonly of: (row: Row) => readonly RowAction[] }
  | {
      readonly kind: 'open';
      readonly text: string;
      /** The button's name for screen readers: its text and the row it opens. */
      readonly label: (row: Row) => string;
      readonly open: (row: Row) => void;
      readonly intent?: IntentHandlers;
    };

/** A row as both views show it, worked out once per page: its place in the page and its cells (in the columns' order). */
export interface ListRow {
  readonly id: string;
  readonly index: number;
  readonly cells: readonly { readonly text: string; readonly node?: ReactNode }[];
}

/** The paging of a server-paged list, as `useAdminList` hands it over. */
export interface ListPaging {
  readonly loading: boolean;
  readonly nextPageToken: string | null;
  readonly model: PageModel;
  readonly onPageChange: (model: PageModel, nextPageToken: string | null) => void;
}

/** What both views of an admin list are given: one server page of rows and the paging around it. */
export interface AdminListViewProps extends ListPaging {
  readonly label: string;
  readonly columns: readonly ListColumn[];
  readonly rows: readonly ListRow[];
  /** The actions column: its header, whether the actions sit in a menu (or show as one button), and a row's actions. */
  readonly actions: {
    readonly header?: string;
    readonly inMenu: boolean;
    readonly of: (row: ListRow) => readonly RowAction[];
  } | null;
}

/** The id of a row that is a stored document (every admin list but the audit log's). */
export const documentId = (row: { readonly _id: string }) => row._id;

/** Each row's cells, for either view: worked out once per page, not on every render of the screen around it. */
export function listRows<Row>(
  rows: readonly Row[],
  rowId: (row: Row) => string,
  columns: readonly AdminColumn<Row>[],
): ListRow[] {
  return rows.map((row, index) => ({
    id: rowId(row),
    index,
    cells: columns.map((column) => ({ text: column.text(row), node: column.render?.(row) })),
  }));
}

/** The actions column of either view; a row's actions are asked for as it renders (they close over the screen's state). */
export function actionsColumn<Row>(
  actions: RowActions<Row> | undefined,
  rows: readonly Row[],
): AdminListViewProps['actions'] {
  if (!actions) return null;
  const rowOf = (listed: ListRow): Row => {
    const row = rows[listed.index];
    if (row === undefined) throw new Error(`No row ${listed.id} in the shown page`);
    return row;
  };
  if (actions.kind === 'menu')
    return { header: actions.header, inMenu: true, of: (listed) => actions.of(rowOf(listed)) };
  const { text, label, open, intent } = actions;
  return {
    inMenu: false,
    of: (listed) => {
      const row = rowOf(listed);
      return [{ key: 'open', label: label(row), face: text, onClick: () => open(row), ...(intent && { intent }) }];
    },
  };
}

/**
 * The API pages with cursors: the total is known once a page has no next one; until then the footer counts the rows
 * actually shown, not a full page. Not while a page loads: its token is unknown then, and a known total would send the
 * grid back to the first page.
 */
export function shownRows({ rows, loading, nextPageToken, model }: AdminListViewProps) {
  const to = model.page * model.pageSize + rows.length;
  const total = !loading && nextPageToken === null ? to : null;
  return {
    total,
    footer: (from: number) =>
      rows.length === 0 ? adminTexts.displayedRows(0, 0, total ?? 0) : adminTexts.displayedRows(from, to, total),
  };
}

import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

import type { PreloadableComponent } from '../../../lib/preloadable-lazy';

/**
 * The column whose button opens a row in the side panel; `label` names the row for screen readers. `intent` handlers
 * (a lazy panel's `preloadOnIntent`) run when the pointer or the keyboard reaches a button.
 */
export function openRowColumn<Row extends GridValidRowModel>(
  text: string,
  label: (row: Row) => string,
  open: (row: Row) => void,
  intent?: PreloadableComponent<never>['preloadOnIntent'],
): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    width: 80,
    getActions: (params) => [
      <GridActionsCellItem
        key="open"
        label={label(params.row)}
        icon={<Typography component="span">{text}</Typography>}
        onClick={() => open(params.row)}
        {...intent}
      />,
    ],
  };
}

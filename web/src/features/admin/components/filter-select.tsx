import MenuItem from '@mui/material/MenuItem';
// A filter shows its 'all' choice while empty (displayEmpty), which only MUI's menu select does.
// eslint-disable-next-line no-restricted-imports
import TextField from '@mui/material/TextField';

import { OutlinedField } from '../../../components/form';

/** A list filter: '' shows everything (`allLabel`), any other value narrows the server's list to it. */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | '';
  options: readonly { readonly value: Value; readonly label: string }[];
  onChange: (value: Value | '') => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | '')}
      // The empty value is the 'all' choice: show its label, with the field's label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search box of an admin list; the page debounces what it sends. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <OutlinedField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 'auto' }, flex: { sm: '1 1 240px' }, minWidth: 0 }}
    />
  );
}

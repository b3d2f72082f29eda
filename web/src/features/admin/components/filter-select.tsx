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
    <OutlinedField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | '')}
      sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedField>
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

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A domain list as it comes: `{ value, label }` pairs, or a readonly list of values shown as they are. */
export type SelectOptions = readonly SelectOption[] | readonly string[];

export function toSelectOptions(options: SelectOptions): readonly SelectOption[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

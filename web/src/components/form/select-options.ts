export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A domain list as it comes: `{ value, label }` pairs, or a readonly list of values shown as they are. */
export type SelectOptions = readonly SelectOption[] | readonly string[];

export function toSelectOptions(options: SelectOptions): readonly SelectOption[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

/** The options of a domain list whose labels live in a catalogue: the list's values in its order, each with its label. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): readonly { readonly value: Value; readonly label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

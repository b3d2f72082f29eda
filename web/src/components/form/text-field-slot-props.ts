import type { TextFieldProps } from '@mui/material/TextField';

export type TextFieldSlotProps = NonNullable<TextFieldProps['slotProps']>;

/** A slot's props as MUI accepts them: an object, or a function of the field's owner state. */
type SlotPropsOf<TProps, TOwnerState> = TProps | ((ownerState: TOwnerState) => TProps);

/**
 * The caller's props for one slot with the kit's added on top. A function stays a function, so a caller's
 * `htmlInput: { min }` and the kit's `aria-required` both reach the input — neither overwrites the other.
 */
function mergeSlot<TProps extends object, TOwnerState>(
  callerSlot: SlotPropsOf<TProps, TOwnerState> | undefined,
  kitProps: Partial<TProps>,
): SlotPropsOf<TProps, TOwnerState> {
  if (typeof callerSlot === 'function') return (ownerState) => ({ ...callerSlot(ownerState), ...kitProps });
  return { ...callerSlot, ...kitProps } as TProps;
}

export interface KitSlotProps {
  readonly htmlInput?: Record<string, unknown>;
  readonly inputLabel?: Record<string, unknown>;
  readonly select?: Record<string, unknown>;
}

/** The caller's `slotProps` with the kit's props merged into the slots it needs (only those slots are touched). */
export function mergeTextFieldSlotProps(
  callerSlotProps: TextFieldSlotProps | undefined,
  kitSlotProps: KitSlotProps,
): TextFieldSlotProps {
  const merged: Record<string, unknown> = { ...callerSlotProps };
  for (const [slot, kitProps] of Object.entries(kitSlotProps)) {
    if (kitProps === undefined) continue;
    merged[slot] = mergeSlot(merged[slot] as SlotPropsOf<object, unknown> | undefined, kitProps);
  }
  return merged as TextFieldSlotProps;
}

/**
 * The select every choice list of the app uses: the native one (one tap on phones with their own picker, a plain
 * `combobox` to assistive technology), its label kept above the field since a native select always shows a value.
 */
export const nativeSelectSlotProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

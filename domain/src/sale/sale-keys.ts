import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';

/**
 * The keys of the sale authority presets and of the steps a sale path can hold: what a stored sale names. Apart from
 * the presets' data (sale-presets.ts: labels, citations, texts), so a page that only reads a property does not load it.
 */

export const SALE_PRESET_KEYS = [
  'ca-iaea-full',
  'ca-court-confirmation',
  'ca-conservatorship',
  'tx-independent',
  'tx-dependent',
  'court-confirmation',
] as const;
export type SalePresetKey = (typeof SALE_PRESET_KEYS)[number];
export const salePresetKeySchema = z.enum(SALE_PRESET_KEYS, { error: validationTexts.chooseOption });

/** A property with a linked case and no preset chosen yet follows this one. */
export const DEFAULT_SALE_PRESET: SalePresetKey = 'court-confirmation';

/** Every step a sale path can hold, in the order they are taken. */
export const SALE_STEP_KEYS = [
  'letters',
  'offer',
  'notice',
  'confirmation',
  'courtOrder',
  'closing',
  'reportOfSale',
  'decree',
] as const;
export type SaleStepKey = (typeof SALE_STEP_KEYS)[number];
export const saleStepKeySchema = z.enum(SALE_STEP_KEYS);

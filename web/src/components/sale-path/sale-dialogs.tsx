import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import {
  FINANCING_TYPES,
  HEARING_OUTCOMES,
  OFFER_CONTINGENCIES,
  OFFER_STATUS_TRANSITIONS,
  offerRequestSchema,
  offerStatusUpdateRequestSchema,
  SALE_PRESET_OPTIONS,
  saleAuthorityRequestSchema,
  saleHearingRequestSchema,
  saleObjectionRequestSchema,
  saleTexts,
  type OfferContingency,
  type SaleResponse,
} from '@estatekey/domain';
import { Controller, type DefaultValues, type Resolver, useForm, useWatch, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { FormDateField, FormSelectField, FormTextField, labelledOptions } from '../form';
import {
  useCreateOffer,
  useRecordSaleObjection,
  useSetSaleAuthority,
  useSetSaleHearing,
  useUpdateOfferStatus,
} from './api/sale-api';
import { SaleFormDialog } from './sale-form-dialog';
import { AMOUNT_INPUT, formBodySchema } from './sale-form-schema';

const fields = saleTexts.fields;

const OUTCOME_OPTIONS = labelledOptions(HEARING_OUTCOMES, saleTexts.hearingOutcomes);
const FINANCING_OPTIONS = labelledOptions(FINANCING_TYPES, saleTexts.financing);

/** react-hook-form over string inputs, judged and transformed by a domain body schema. */
function useSaleForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  defaultValues: Values,
  amounts: readonly string[] = [],
) {
  const resolver = zodResolver(formBodySchema(schema, amounts)) as Resolver<Values, unknown, z.output<Schema>>;
  return useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
}

interface DialogProps {
  readonly propertyId: string;
  readonly onClose: () => void;
  /** After the server took the change: the panel loads the sale path again. */
  readonly onSaved: () => void;
}

const text = (value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : String(value);

/** The attorney's preset and dates (PUT sale-authority). */
export function SaleAuthorityDialog({
  propertyId,
  authority,
  onClose,
  onSaved,
}: DialogProps & { authority: SaleResponse['authority'] }) {
  const { control, handleSubmit } = useSaleForm(
    saleAuthorityRequestSchema,
    {
      preset: authority?.preset ?? '',
      lettersIssuedOn: text(authority?.lettersIssuedOn),
      appraisedValue: text(authority?.appraisedValue),
      appraisedOn: text(authority?.appraisedOn),
      noticeMailedOn: text(authority?.noticeMailedOn),
      courtOrderOn: text(authority?.courtOrderOn),
      reportOfSaleFiledOn: text(authority?.reportOfSaleFiledOn),
      decreeOn: text(authority?.decreeOn),
      expectedClosingOn: text(authority?.expectedClosingOn),
    },
    ['appraisedValue'],
  );
  const save = useSetSaleAuthority({ onSuccess: () => (onClose(), onSaved()) });
  return (
    <SaleFormDialog
      title={saleTexts.actions.setAuthority}
      pending={save.pending}
      onClose={onClose}
      onSubmit={(event) =>
        void handleSubmit(async (body) => void (await save.mutate({ params: { id: propertyId }, body })))(event)
      }
    >
      <FormSelectField
        control={control}
        name="preset"
        label={fields.preset}
        options={SALE_PRESET_OPTIONS}
        placeholder={fields.choose}
        required
      />
      <FormDateField control={control} name="lettersIssuedOn" label={fields.lettersIssuedOn} required />
      <FormTextField
        control={control}
        name="appraisedValue"
        label={fields.appraisedValue}
        type="number"
        slotProps={AMOUNT_INPUT}
      />
      <FormDateField control={control} name="appraisedOn" label={fields.appraisedOn} />
      <FormDateField control={control} name="noticeMailedOn" label={fields.noticeMailedOn} />
      <FormDateField control={control} name="courtOrderOn" label={fields.courtOrderOn} />
      <FormDateField control={control} name="reportOfSaleFiledOn" label={fields.reportOfSaleFiledOn} />
      <FormDateField control={control} name="decreeOn" label={fields.decreeOn} />
      <FormDateField control={control} name="expectedClosingOn" label={fields.expectedClosingOn} />
    </SaleFormDialog>
  );
}

/** An objection to the Notice of Proposed Action (POST sale-authority/objections). */
export function SaleObjectionDialog({ propertyId, onClose, onSaved }: DialogProps) {
  const { control, handleSubmit } = useSaleForm(saleObjectionRequestSchema, {
    objectorName: '',
    receivedOn: '',
    note: '',
  });
  const record = useRecordSaleObjection({ onSuccess: () => (onClose(), onSaved()) });
  return (
    <SaleFormDialog
      title={saleTexts.actions.recordObjection}
      pending={record.pending}
      onClose={onClose}
      onSubmit={(event) =>
        void handleSubmit(async (body) => void (await record.mutate({ params: { id: propertyId }, body })))(event)
      }
    >
      <FormTextField control={control} name="objectorName" label={fields.objectorName} required />
      <FormDateField control={control} name="receivedOn" label={fields.receivedOn} required />
      <FormTextField control={control} name="note" label={fields.note} multiline minRows={2} />
    </SaleFormDialog>
  );
}

/** The hearing: date, department and, once decided, its outcome (PUT sale-hearing). */
export function SaleHearingDialog({
  propertyId,
  hearing,
  onClose,
  onSaved,
}: DialogProps & { hearing: SaleResponse['hearing'] }) {
  const { control, handleSubmit } = useSaleForm(
    saleHearingRequestSchema,
    {
      date: text(hearing?.date),
      department: text(hearing?.department),
      outcome: hearing?.outcome ?? '',
      continuedTo: text(hearing?.continuedTo),
      confirmedPrice: text(hearing?.confirmedPrice),
      confirmedBuyerName: text(hearing?.confirmedBuyerName),
    },
    ['confirmedPrice'],
  );
  const outcome = useWatch({ control, name: 'outcome' });
  const save = useSetSaleHearing({ onSuccess: () => (onClose(), onSaved()) });
  return (
    <SaleFormDialog
      title={saleTexts.actions.setHearing}
      pending={save.pending}
      onClose={onClose}
      onSubmit={(event) =>
        void handleSubmit(async (body) => void (await save.mutate({ params: { id: propertyId }, body })))(event)
      }
    >
      <FormDateField control={control} name="date" label={fields.hearingDate} required />
      <FormTextField control={control} name="department" label={fields.department} />
      <FormSelectField
        control={control}
        name="outcome"
        label={fields.outcome}
        options={OUTCOME_OPTIONS}
        placeholder={fields.noOutcome}
      />
      {outcome === 'continued' && (
        <FormDateField control={control} name="continuedTo" label={fields.continuedTo} required />
      )}
      {outcome === 'confirmed-to-overbidder' && (
        <>
          <FormTextField
            control={control}
            name="confirmedPrice"
            label={fields.confirmedPrice}
            type="number"
            slotProps={AMOUNT_INPUT}
            required
          />
          <FormTextField control={control} name="confirmedBuyerName" label={fields.confirmedBuyerName} required />
        </>
      )}
    </SaleFormDialog>
  );
}

/** A new offer (POST offers). */
export function SaleOfferDialog({ propertyId, onClose, onSaved }: DialogProps) {
  const { control, handleSubmit } = useSaleForm(
    offerRequestSchema,
    {
      buyerName: '',
      amount: '',
      deposit: '',
      financing: '',
      contingencies: [] as OfferContingency[],
      expiresOn: '',
    },
    ['amount', 'deposit'],
  );
  const create = useCreateOffer({ onSuccess: () => (onClose(), onSaved()) });
  return (
    <SaleFormDialog
      title={saleTexts.actions.recordOffer}
      pending={create.pending}
      onClose={onClose}
      onSubmit={(event) =>
        void handleSubmit(async (body) => void (await create.mutate({ params: { id: propertyId }, body })))(event)
      }
    >
      <FormTextField control={control} name="buyerName" label={fields.buyerName} required />
      <FormTextField
        control={control}
        name="amount"
        label={fields.amount}
        type="number"
        slotProps={AMOUNT_INPUT}
        required
      />
      <FormTextField
        control={control}
        name="deposit"
        label={fields.deposit}
        type="number"
        slotProps={AMOUNT_INPUT}
        required
      />
      <FormSelectField
        control={control}
        name="financing"
        label={fields.financing}
        options={FINANCING_OPTIONS}
        placeholder={fields.choose}
        required
      />
      <Controller
        control={control}
        name="contingencies"
        render={({ field }) => (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend">{fields.contingencies}</FormLabel>
            <FormGroup>
              {OFFER_CONTINGENCIES.map((contingency) => (
                <FormControlLabel
                  key={contingency}
                  label={saleTexts.contingencies[contingency]}
                  control={
                    <Checkbox
                      checked={field.value.includes(contingency)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, contingency]
                            : field.value.filter((entry) => entry !== contingency),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
      />
      <FormDateField control={control} name="expiresOn" label={fields.expiresOn} required />
    </SaleFormDialog>
  );
}

/** An answer to an offer: the statuses its current one may move to; a counter names its amount (PUT offers/{id}). */
export function OfferAnswerDialog({
  propertyId,
  offer,
  onClose,
  onSaved,
}: DialogProps & { offer: SaleResponse['offers'][number] }) {
  const { control, handleSubmit } = useSaleForm(offerStatusUpdateRequestSchema, { status: '', counterAmount: '' }, [
    'counterAmount',
  ]);
  const status = useWatch({ control, name: 'status' });
  const answer = useUpdateOfferStatus({ onSuccess: () => (onClose(), onSaved()) });
  const options = labelledOptions(OFFER_STATUS_TRANSITIONS[offer.status], saleTexts.offerAnswers);
  return (
    <SaleFormDialog
      title={saleTexts.actions.answerOfferFor(offer.buyerName)}
      pending={answer.pending}
      onClose={onClose}
      onSubmit={(event) =>
        void handleSubmit(
          async (body) => void (await answer.mutate({ params: { id: propertyId, offerId: offer.id }, body })),
        )(event)
      }
    >
      <FormSelectField
        control={control}
        name="status"
        label={fields.answer}
        options={options}
        placeholder={fields.choose}
        required
      />
      {status === 'countered' && (
        <FormTextField
          control={control}
          name="counterAmount"
          label={fields.counterAmount}
          type="number"
          slotProps={AMOUNT_INPUT}
          required
        />
      )}
    </SaleFormDialog>
  );
}

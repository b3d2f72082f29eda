import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonTexts } from '@estatekey/domain';
import { useForm, type SubmitHandler } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  FormCheckboxField,
  FormDateField,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  FormTimeField,
  FormYesNoField,
} from './index';

const REQUIRED = 'This field is required';
const required = z.string().min(1, REQUIRED);
const testSchema = z.object({
  name: required,
  state: required,
  colour: z.string(),
  day: required,
  at: z.string(),
  size: required,
  cleanout: z.boolean(),
  agreed: z.boolean().refine((agreed) => agreed, REQUIRED),
});
type TestValues = z.input<typeof testSchema>;

const EMPTY = {
  name: '',
  state: '',
  colour: 'red',
  day: '',
  at: '',
  size: '',
  cleanout: false,
  agreed: false,
} satisfies Record<keyof TestValues, unknown>;

const COLOURS = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
] as const;
const STATES = ['CA', 'NY'] as const;

/** A form with one of each field; an empty submit shows the required fields' errors. */
function TestForm({ onValid }: { onValid: SubmitHandler<z.output<typeof testSchema>> }) {
  const { control, handleSubmit } = useForm<TestValues, unknown, z.output<typeof testSchema>>({
    resolver: zodResolver(testSchema),
    defaultValues: EMPTY,
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        helperText="As on your ID"
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <FormSelectField control={control} name="state" label="State" options={STATES} placeholder="Select a state" />
      <FormSelectField control={control} name="colour" label="Colour" options={COLOURS} />
      <FormDateField control={control} name="day" label="Day" min="2026-01-01" required />
      <FormTimeField control={control} name="at" label="At" slotProps={{ htmlInput: { step: 300 } }} />
      <FormRadioGroup control={control} name="size" label="Size" options={['S', 'M']} />
      <FormYesNoField control={control} name="cleanout" label="Needs cleanout?" />
      <FormCheckboxField control={control} name="agreed" label="I agree" helperText="Read the terms first" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn<SubmitHandler<z.output<typeof testSchema>>>();
  render(<TestForm onValid={onValid} />);
  return { user: userEvent.setup(), onValid };
}

describe('the form-field kit', () => {
  it('marks required inputs aria-required without overwriting the caller’s input attributes', () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Day')).toHaveAttribute('min', '2026-01-01');
    expect(screen.getByLabelText('At')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('At')).toHaveAttribute('step', '300');
  });

  it('shows the helper text until the field has an error, then the error message in its place', async () => {
    const { user, onValid } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('As on your ID');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(REQUIRED);
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(REQUIRED);
  });

  it('feeds selects from a domain list of values or of value/label pairs, with an optional empty choice', () => {
    renderForm();
    const state = screen.getByRole('combobox', { name: 'State' });
    expect([...state.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a state',
      'CA',
      'NY',
    ]);
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect([...colour.querySelectorAll('option')].map((option) => option.value)).toEqual(['red', 'blue']);
    expect(screen.getByRole('option', { name: 'Red' })).toHaveProperty('selected', true);
  });

  it('hands every field’s value to the form', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Blue');
    await user.type(screen.getByLabelText('Day'), '2026-03-04');
    await user.type(screen.getByLabelText('At'), '09:30');
    await user.click(screen.getByRole('radio', { name: 'M' }));
    const cleanout = screen.getByRole('radiogroup', { name: 'Needs cleanout?' });
    expect(cleanout).toContainElement(screen.getByRole('radio', { name: commonTexts.no, checked: true }));
    await user.click(screen.getByRole('radio', { name: commonTexts.yes }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith(
      {
        name: 'Alice',
        state: 'NY',
        colour: 'blue',
        day: '2026-03-04',
        at: '09:30',
        size: 'M',
        cleanout: true,
        agreed: true,
      },
      expect.anything(),
    );
  });

  it('links the checkbox note to the box', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Read the terms first');
  });
});

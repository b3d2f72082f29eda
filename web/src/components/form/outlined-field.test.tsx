import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render-with-providers';
import { OutlinedField } from './outlined-field';

function PlanSelect() {
  const [plan, setPlan] = useState('monthly');
  return (
    <OutlinedField
      select
      label="Plan"
      helperText="Billed in advance"
      value={plan}
      onChange={(e) => setPlan(e.target.value)}
    >
      <option value="monthly">Monthly</option>
      <option value="yearly">Yearly</option>
    </OutlinedField>
  );
}

describe('OutlinedField', () => {
  it('is a labelled input described by its helper text, with the caller’s input attributes', () => {
    render(
      <OutlinedField
        label="Lockbox code"
        helperText="Up to 8 characters"
        required
        slotProps={{ htmlInput: { maxLength: 8 } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Lockbox code/ });
    expect(input).toHaveAccessibleDescription('Up to 8 characters');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '8');
  });

  it('with `select` is a native select of its options, labelled and described, that changes on choice', async () => {
    render(<PlanSelect />);
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Billed in advance');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Monthly', 'Yearly']);

    await userEvent.setup().selectOptions(select, 'Yearly');
    expect(select).toHaveValue('yearly');
  });

  it('takes the theme’s text field defaults, as MUI’s TextField does (full width)', () => {
    renderWithProviders(<OutlinedField label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).closest('.MuiFormControl-root')).toHaveClass(
      'MuiFormControl-fullWidth',
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SelectField, TextAreaField, TextField } from './field';

function RegisteredField({ onSubmit }: { onSubmit: (values: { city: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ city: string }>({ defaultValues: { city: '' } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label="Město"
        required
        registration={register('city', { required: 'Zadejte město' })}
        error={formState.errors.city}
      />
      <button type="submit">Uložit</button>
    </form>
  );
}

describe('fields', () => {
  it('ties the label, the hint and a required control together', () => {
    renderWithProviders(<TextField label="Jméno" hint="Jak vás oslovit" required />);
    const input = screen.getByLabelText('Jméno');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Jak vás oslovit');
  });

  it('marks an invalid control and describes it by its error text, which replaces the hint', () => {
    renderWithProviders(<TextAreaField label="Zpráva" hint="Krátce" error="Napište zprávu" />);
    const textarea = screen.getByLabelText('Zpráva');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Napište zprávu');
    expect(screen.getByRole('alert')).toHaveTextContent('Napište zprávu');
    expect(screen.queryByText('Krátce')).not.toBeInTheDocument();
  });

  it('counts the typed characters against maxLength and announces both with the error', () => {
    renderWithProviders(<TextField label="Nadpis" maxLength={20} count={21} error="Nejvýše 20 znaků" />);
    expect(screen.getByLabelText('Nadpis')).toHaveAccessibleDescription('Nejvýše 20 znaků 21/20');
  });

  it('keeps a hidden label for screen readers and wires a select the same way', () => {
    renderWithProviders(
      <SelectField label="Řidič" hideLabel error="Vyberte řidiče">
        <option>Žádný</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Řidič' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Řidič' })).toHaveAccessibleDescription('Vyberte řidiče');
  });

  it('registers with react-hook-form and shows its error at the field', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RegisteredField onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    const input = screen.getByLabelText('Město');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Zadejte město');
    expect(input).toHaveFocus();
    await user.type(input, 'Litoměřice');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Litoměřice' }, expect.anything());
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NotificationForm } from './notification-form';

describe('NotificationForm', () => {
  beforeEach(() => fakeApi.on('driverList', []));

  it('refuses an empty notification with the contract’s message at each field', async () => {
    renderWithProviders(<NotificationForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Odeslat' }));
    for (const name of ['Nadpis', 'Text']) {
      const field = screen.getByRole('textbox', { name });
      // The rules load with the first check.
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Povinné pole'));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts what is typed and asks before sending the trimmed text', async () => {
    renderWithProviders(<NotificationForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nadpis' }), ' Uzavírka ');
    expect(screen.getByText('10/20')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Most je zavřený');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Uzavírka');
    expect(screen.getByRole('textbox', { name: 'Nadpis' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps line breaks in the text but refuses a bidi isolate there and a tab in the title, each at its field', async () => {
    renderWithProviders(<NotificationForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nadpis' }), 'Uzavírka\t');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Most{Enter}je zavřený\u2067');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nadpis' })).toHaveAccessibleDescription(
        expect.stringContaining('Nesmí obsahovat řídicí znaky ani zalomení řádku'),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      expect.stringContaining('Nesmí obsahovat řídicí znaky (zalomení řádku a tabulátor ano)'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

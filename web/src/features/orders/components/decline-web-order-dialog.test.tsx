import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import DeclineWebOrderDialog from './decline-web-order-dialog';

function open() {
  const onClose = vi.fn();
  const onDeclined = vi.fn();
  renderWithProviders(<DeclineWebOrderDialog orderNumber={2231} onClose={onClose} onDeclined={onDeclined} />);
  const reason = screen.getByRole('textbox', { name: /Důvod pro zákazníka/ });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Odmítnout objednávku' }));
  return { onClose, onDeclined, reason, send };
}

describe('declining a web order', () => {
  it('asks for the reason the customer will read, and sends nothing without one', async () => {
    const { reason, send, onDeclined } = open();
    expect(screen.getByRole('dialog', { name: 'Odmítnout objednávku č. 2231' })).toBeVisible();
    expect(reason).toHaveAttribute('maxlength', '200');
    fireEvent.change(reason, { target: { value: '   ' } });
    send();
    expect(await screen.findByText('Napište důvod: zákazník ho uvidí.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.requests('webOrderDecline')).toEqual([]);
    expect(onDeclined).not.toHaveBeenCalled();
  });

  it('sends the reason, trimmed, says so and closes', async () => {
    fakeApi.on('webOrderDecline', { ok: true });
    const { reason, send, onDeclined } = open();
    fireEvent.change(reason, { target: { value: '  Všechny vozy jsou obsazené  ' } });
    expect(screen.getByText('30/200')).toBeInTheDocument();
    send();
    await waitFor(() => expect(onDeclined).toHaveBeenCalledTimes(1));
    expect(fakeApi.requests('webOrderDecline').map(({ body }) => body)).toEqual([
      { orderId: 2231, reason: 'Všechny vozy jsou obsazené' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Objednávka č. 2231 byla odmítnuta. Zákazník uvidí důvod.',
    );
  });

  it('shows the gateway’s objection at the field and stays open', async () => {
    fakeApi.on(
      'webOrderDecline',
      FakeReply.error(400, 'Neplatný požadavek', [{ path: 'body.reason', message: 'Nepovolený znak' }]),
    );
    const { reason, send, onDeclined } = open();
    fireEvent.change(reason, { target: { value: 'Obsazeno' } });
    send();
    expect(await screen.findByText('Nepovolený znak')).toBeVisible();
    expect(onDeclined).not.toHaveBeenCalled();
  });
});

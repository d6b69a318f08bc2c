import { extensionFlags } from '@taxi/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { orderEntry } from '@/features/orders/utils/order-fixtures.test-helpers';
import { toOrderRow } from '@/features/orders/utils/order-rows';
import { webOrderRecord } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { OrderDetailPanel } from './order-detail-panel';

const row = toOrderRow(
  orderEntry(
    { status: 'waiting', driver: null, driver_name: null },
    { id_order: 2231, user: null, order_user: { last_name: 'Anna Webová', phone: '+49 170 1234567' } },
  ),
);

function open(web = webOrderRecord({ note: 'Čekám u vchodu\ns kočárkem' })) {
  fakeApi.on('upstreamExtensions', extensionFlags(['orderAssign']));
  const onDecline = vi.fn();
  const noop = () => undefined;
  renderWithProviders(
    <OrderDetailPanel
      orderNumber={2231}
      row={row}
      web={web}
      onDecline={onDecline}
      onClose={noop}
      onDelete={noop}
      onCopyAddresses={noop}
      onNewOrder={noop}
    />,
  );
  return { onDecline, detail: within(screen.getByTestId('order-detail')) };
}

describe('a web order in the order detail', () => {
  it('shows where it came from, the needs and the customer’s note', () => {
    const { detail } = open();
    expect(detail.getByText('Web · DE')).toBeVisible();
    const value = (term: string) => detail.getByText(term).nextElementSibling;
    expect(value('Jazyk stránky')).toHaveTextContent('němčina');
    expect(value('Zavazadla')).toHaveTextContent('ano');
    expect(value('Dětská sedačka')).toHaveTextContent('ne');
    expect(value('Poznámka zákazníka')).toHaveTextContent('Čekám u vchodu s kočárkem');
  });

  it('calls the customer and declines it, beside the driver picker', async () => {
    const { onDecline } = open();
    expect(screen.getByRole('link', { name: 'Zavolat zákazníkovi' })).toHaveAttribute(
      'href',
      'tel:+491701234567',
    );
    expect(await screen.findByRole('button', { name: /^Přidělit řidiče/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Odmítnout' }));
    expect(onDecline).toHaveBeenCalledWith(row);
  });

  it('offers no decline once the customer has been picked up', () => {
    open(webOrderRecord({ state: 'pickup' }));
    expect(screen.queryByRole('button', { name: 'Odmítnout' })).not.toBeInTheDocument();
  });
});

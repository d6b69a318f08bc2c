import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import WebOrdersSwitch from './web-orders-switch';

const theSwitch = () => screen.findByRole('switch', { name: 'Objednávky z webu' });

describe('the web orders switch', () => {
  it('says web orders are taken, and pauses them with one click', async () => {
    fakeApi.on('webOrdersOverview', webOverview());
    fakeApi.on('webOrdersPause', ({ body }) => webOverview([], { paused: body.paused }));
    renderWithProviders(<WebOrdersSwitch />);
    const control = await theSwitch();
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveTextContent('přijímáme');
    fireEvent.click(control);
    await waitFor(() => expect(control).toHaveAttribute('aria-checked', 'false'));
    expect(control).toHaveTextContent('pozastaveno');
    expect(screen.getByText('Web teď objednávky nepřijímá a ukazuje telefon.')).toBeVisible();
    expect(fakeApi.requests('webOrdersPause').map(({ body }) => body)).toEqual([{ paused: true }]);
  });

  it('stays as it was, and says why, when the gateway refuses', async () => {
    fakeApi.on('webOrdersOverview', webOverview([], { paused: true }));
    fakeApi.on('webOrdersPause', FakeReply.error(502, 'Server objednávek neodpovídá.'));
    renderWithProviders(<WebOrdersSwitch />);
    fireEvent.click(await theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('Server objednávek neodpovídá.');
    expect(await theSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('is not shown where web orders are not set up', async () => {
    fakeApi.on('webOrdersOverview', webOverview([], { configured: false }));
    renderWithProviders(<WebOrdersSwitch />);
    await waitFor(() => expect(fakeApi.requests('webOrdersOverview')).toHaveLength(1));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

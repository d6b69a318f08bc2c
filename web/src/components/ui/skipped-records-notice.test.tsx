import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteSkippedRecords } from '@/lib/skipped-records';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SkippedRecordsNotice } from './skipped-records-notice';

afterEach(() => {
  noteSkippedRecords('orderList', 0);
  noteSkippedRecords('fleetNearest', 0);
});

describe('SkippedRecordsNotice', () => {
  it('names every list that lacks records by its call’s Czech name, the gateway’s own included', async () => {
    renderWithProviders(<SkippedRecordsNotice statusPath="/admin/stav" />);
    expect(screen.queryByText(/nelze zobrazit/)).not.toBeInTheDocument();
    act(() => {
      noteSkippedRecords('orderList', 3);
      noteSkippedRecords('fleetNearest', 1);
    });
    // The list's code comes with the first incomplete answer.
    expect(await screen.findByText('Objednávky: 3 záznamy nelze zobrazit')).toBeInTheDocument();
    expect(
      screen.getByText('Nejbližší vozy k místu vyzvednutí podle doby jízdy: 1 záznam nelze zobrazit'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stavu systému' })).toHaveAttribute('href', '/admin/stav');
    act(() => noteSkippedRecords('orderList', 0));
    expect(screen.queryByText(/Objednávky:/)).not.toBeInTheDocument();
  });
});

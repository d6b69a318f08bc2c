import type { Place, PlaceSearchResult } from '@taxi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PlaceCombobox } from './place-combobox';

const mirove = {
  id: 'memory:litomerice:mirove-namesti',
  label: 'Mírové náměstí',
  secondary: 'Litoměřice, Ústecký kraj',
  name: 'Mírové náměstí, Litoměřice',
  lat: 50.5336,
  lng: 14.1318,
};
const miskovice = {
  id: 'memory:okres-kutna-hora:miskovice',
  label: 'Miskovice',
  secondary: 'okres Kutná Hora, Středočeský kraj',
  name: 'Miskovice, okres Kutná Hora',
  lat: 49.94,
  lng: 15.2,
};

function answer(result: PlaceSearchResult) {
  fakeApi.on('placeSearch', result);
  fakeApi.on('placeResolve', { lat: 50.1, lng: 14.2, name: 'Resolved, Praha' });
}

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [place, setPlace] = useState<Place | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PlaceCombobox label="Odkud" placeholder="Počátek" end="pickup" value={place} onChange={setPlace} />
      <output>{place ? `${place.name} @ ${place.lat},${place.lng}` : 'nic'}</output>
      <button type="submit">Odeslat</button>
    </form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  renderWithProviders(<Harness onSubmit={onSubmit} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Odkud' }), onSubmit };
}

describe('PlaceCombobox', () => {
  beforeEach(() => {
    answer({ provider: 'memory', suggestions: [mirove, miskovice] });
  });

  it('searches from two characters with a session token and lists the suggestions', async () => {
    const { user, input } = setup();
    await user.type(input, 'M');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fakeApi.requests()).toEqual([]);
    await user.type(input, 'í');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(fakeApi.requests()).toEqual([
      expect.objectContaining({
        name: 'placeSearch',
        query: { q: 'Mí', session: expect.stringMatching(/^[A-Za-z0-9_-]{8,36}$/) as unknown },
        signal: expect.any(AbortSignal) as unknown,
      }),
    ]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mírové náměstíLitoměřice, Ústecký kraj',
      'Miskoviceokres Kutná Hora, Středočeský kraj',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Powered by Google')).not.toBeInTheDocument();
  });

  it('moves the highlight with the arrows (wrapping) and picks it with Enter, without submitting', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'Mí');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Miskovice, okres Kutná Hora');
    expect(screen.getByText('Miskovice, okres Kutná Hora @ 49.94,15.2')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();

    // With a place chosen and no list, Enter submits the form.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes the list with Escape without choosing anything', async () => {
    const { user, input } = setup();
    await user.type(input, 'Mí');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Mí');
    expect(screen.getByText('nic')).toBeInTheDocument();
  });

  it('picks the best match on Enter without a highlight, and forgets it when the text changes', async () => {
    const { user, input } = setup();
    await user.type(input, 'Mí');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/Mírové náměstí, Litoměřice @/)).toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.getByText('nic')).toBeInTheDocument();
  });

  it('resolves a suggestion without coordinates in the same session and shows Google attribution', async () => {
    const withoutCoordinates = {
      id: 'places/ChIJ123',
      label: 'Anděl',
      secondary: 'Praha 5',
      name: 'Anděl, Praha 5',
    };
    answer({ provider: 'google', suggestions: [withoutCoordinates] });
    const { user, input } = setup();
    await user.type(input, 'And');
    await screen.findByRole('listbox');
    expect(screen.getByText('Powered by Google')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByText('Resolved, Praha @ 50.1,14.2')).toBeInTheDocument());
    const searchSession = fakeApi.requests('placeSearch')[0]?.query.session;
    expect(searchSession).toBeTruthy();
    expect(fakeApi.requests().at(-1)).toMatchObject({
      name: 'placeResolve',
      url: `/api/geo/places/places%2FChIJ123?session=${searchSession}`,
      params: { id: 'places/ChIJ123' },
      query: { session: searchSession },
    });
  });

  it('says when nothing matches or the search failed', async () => {
    answer({ provider: 'memory', suggestions: [] });
    const { user, input } = setup();
    await user.type(input, 'Qx');
    expect(await screen.findByText('Nic nenalezeno. Zkuste jiný název.')).toBeInTheDocument();
    fakeApi.on('placeSearch', FakeReply.networkFailure());
    await user.type(input, 'z');
    expect(
      await screen.findByText('Vyhledávání míst se nezdařilo. Zkuste to prosím znovu.'),
    ).toBeInTheDocument();
  });
});

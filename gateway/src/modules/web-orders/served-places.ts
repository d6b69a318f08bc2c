import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PlaceSuggestion } from '@taxi/contracts';
import { ShortNotes } from '@/shared-state/short-notes';

/** As long as a visitor may take between searching and sending. */
const SERVED_TTL_MS = 60 * 60_000;

export type ServedPlace = { id: string; name: string; lat?: number; lng?: number };

/**
 * The places the public search offered, by id, for an hour and to every replica: a quote is made
 * only from these, so what gets priced is what the search found, never a name or coordinates a
 * browser made up (an id of some providers encodes coordinates: it is not trusted by itself).
 */
@Injectable()
export class ServedPlaces {
  constructor(private readonly notes: ShortNotes) {}

  async remember(suggestions: readonly PlaceSuggestion[]): Promise<void> {
    await Promise.all(
      suggestions.map((place) =>
        this.notes.put(
          noteName(place.id),
          JSON.stringify({ id: place.id, name: place.name, lat: place.lat, lng: place.lng }),
          SERVED_TTL_MS,
        ),
      ),
    );
  }

  async find(id: string): Promise<ServedPlace | null> {
    const text = await this.notes.get(noteName(id));
    if (!text) {
      return null;
    }
    const place = JSON.parse(text) as ServedPlace;
    return place.id === id ? place : null;
  }
}

function noteName(id: string): string {
  return `web-orders:place:${createHash('sha256').update(id).digest('base64url')}`;
}

import { BRAND_TEXT, BRAND_YELLOW, HOME_TOWN_DELIVERY_PRICE_KC, MAX_PASSENGERS } from '@taxi/contracts';

/** Minimal shell until the public site and the admin land: proves the build and serving path. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', color: BRAND_TEXT, padding: '2rem' }}>
      <h1 style={{ background: BRAND_YELLOW, display: 'inline-block', padding: '0.25rem 0.75rem' }}>
        Taxi Litoměřice
      </h1>
      <p>
        Rozvoz po městě za {HOME_TOWN_DELIVERY_PRICE_KC} Kč, až {MAX_PASSENGERS} osob.
      </p>
    </main>
  );
}

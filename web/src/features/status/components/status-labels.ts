import type { SystemStatus } from '@taxi/contracts';

export const REALTIME_LABELS: Record<SystemStatus['realtime']['state'], string> = {
  connected: 'Připojeno',
  connecting: 'Připojuji / obnovuji',
  down: 'Nedostupné',
};

const FAILURE_LABELS: Record<string, string> = {
  unavailable: 'nedostupný',
  timeout: 'neodpověděl včas',
  'bad-response': 'odpověděl v nečitelném tvaru',
  rejected: 'odmítl požadavek',
};

/** A failure kind of the upstream adapter in Czech. */
export function failureLabel(failure: string | null): string {
  return failure === null ? '—' : (FAILURE_LABELS[failure] ?? failure);
}

const PROVIDER_LABELS: Record<string, string> = {
  memory: 'vestavěná data (offline)',
  http: 'server objednávek',
  simulated: 'simulace',
  cargroups: 'CarGroups',
  traccar: 'Traccar',
  google: 'Google Maps',
  osrm: 'OSRM + Photon',
};

export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

/** How the replica that answered takes part in polling the tracking provider. */
export const FLEET_ROLE_LABELS: Record<SystemStatus['fleet']['role'], string> = {
  alone: 'tento proces',
  polling: 'tato replika pro všechny',
  following: 'jiná replika',
  fallback: 'každá replika sama',
};

/** What the replicas share, by the state of Redis (`off`: one process, no Redis). */
export const SHARED_LABELS: Record<NonNullable<SystemStatus['sharedState']['redis']> | 'off', string> = {
  connected: 'limity přihlášení, odhlášení, sledování vozidel',
  down: 'nic – každá replika sama',
  off: '— (bez Redis)',
};

export const REDIS_DOWN_MESSAGE =
  'Sdílený stav (Redis) je nedostupný. Limity přihlášení platí v každé replice zvlášť a vozy sleduje každá replika sama.';

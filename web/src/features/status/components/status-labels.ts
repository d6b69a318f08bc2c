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

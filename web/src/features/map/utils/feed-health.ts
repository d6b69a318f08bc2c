import { type FleetSnapshot, LOCALE, TIME_ZONE } from '@taxi/contracts';

const PROVIDER_LABELS: Record<string, string> = {
  simulated: 'simulace',
  cargroups: 'CarGroups',
  traccar: 'Traccar',
};

/** Czech name of the tracking source (an unknown provider is shown as it came). */
export function fleetProviderLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** Prague wall-clock time with seconds ("14:05:09"): polls come every 10 s, minutes are too coarse. */
export function formatPollTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
}

export const FLEET_OUTAGE_MESSAGE = 'Sledování vozidel neodpovídá – zobrazeny poslední známé polohy.';

/** The outage banner's text while polls fail (with the gateway's reason), otherwise null. */
export function fleetOutageText(snapshot: FleetSnapshot): string | null {
  if (!snapshot.stale) {
    return null;
  }
  const reason = snapshot.error?.trim();
  return reason ? `${FLEET_OUTAGE_MESSAGE} ${reason}` : FLEET_OUTAGE_MESSAGE;
}

/** "1 vozidlo", "3 vozidla", "12 vozidel". */
export function formatVehicleCount(count: number): string {
  if (count === 1) {
    return '1 vozidlo';
  }
  return count >= 2 && count <= 4 ? `${count} vozidla` : `${count} vozidel`;
}

/** "1 aktivní objednávka", "3 aktivní objednávky", "7 aktivních objednávek". */
export function formatActiveOrderCount(count: number): string {
  if (count === 1) {
    return '1 aktivní objednávka';
  }
  return count >= 2 && count <= 4 ? `${count} aktivní objednávky` : `${count} aktivních objednávek`;
}

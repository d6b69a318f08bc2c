/**
 * How the strip and its messages name an alert: "SOS: Pavel 8714". A display name may be a first
 * name with four digits or "Zákazník", which Czech cannot decline after "od", so no preposition.
 */
export function sosLabel(name: string): string {
  return `SOS: ${name}`;
}

import { CodedError } from '@/common/errors/coded-error';
import { TRANSPORT_STATUS } from '@/common/net/service-answer';

export type GeoFailure =
  | 'unavailable' // refused, reset, DNS, 5xx, a refusal of our key or quota: 502
  | 'timeout' // no whole answer within GEO_TIMEOUT_MS: 504
  | 'bad-response' // answered, but not JSON or not the documented shape: 502
  | 'not-found' // the place id is unknown to the provider: 404
  | 'no-route'; // the provider found no driving route between the points: 404

const STATUS: Record<GeoFailure, number> = { ...TRANSPORT_STATUS, 'not-found': 404, 'no-route': 404 };

const MESSAGES: Record<GeoFailure, string> = {
  unavailable: 'Mapová služba je nedostupná.',
  timeout: 'Mapová služba neodpověděla včas.',
  'bad-response': 'Mapová služba je nedostupná.',
  'not-found': 'Místo nebylo nalezeno.',
  'no-route': 'Mezi zadanými místy se nepodařilo najít trasu.',
};

/**
 * A failed map-service call, answered by the global exception filter as `{ message }` with the
 * failure's status (`GeoService` logs the 5xx ones). `detail` is for the log only and names the service, the failure and a status:
 * never a URL, a query string or a key.
 */
export class GeoError extends CodedError<GeoFailure> {
  constructor(
    failure: GeoFailure,
    readonly detail: string,
  ) {
    super(failure, STATUS[failure], MESSAGES[failure]);
    this.name = 'GeoError';
  }
}

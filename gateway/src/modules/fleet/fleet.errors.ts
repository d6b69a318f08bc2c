import { CodedError } from '@/common/errors/coded-error';
import { TRANSPORT_STATUS } from '@/common/net/service-answer';

export type FleetFailure =
  | 'unavailable' // refused, reset, DNS, 5xx, unexpected 4xx
  | 'timeout' // the poll did not finish within FLEET_TIMEOUT_MS
  | 'bad-response' // answered, but not JSON or not the documented shape
  | 'rejected'; // the credentials were refused (401/403)

// Polls fail in the background and reach clients in the snapshot's `error`; the statuses say what an
// HTTP answer would be, like the upstream's (an outside service failed: 502, too late: 504).
const STATUS: Record<FleetFailure, number> = { ...TRANSPORT_STATUS, rejected: 502 };

const PUBLIC_MESSAGES: Record<FleetFailure, string> = {
  unavailable: 'Sledování vozidel je nedostupné.',
  timeout: 'Sledování vozidel neodpovědělo včas.',
  'bad-response': 'Sledování vozidel odpovědělo v neočekávaném tvaru.',
  rejected: 'Sledování vozidel odmítlo přístupové údaje.',
};

/**
 * A failed poll. `message` is the Czech text clients see; `detail` is for the log and names only
 * the failure (status, method, path): never a URL with host credentials, a key, token or password.
 */
export class FleetError extends CodedError<FleetFailure> {
  constructor(
    failure: FleetFailure,
    readonly detail: string,
  ) {
    super(failure, STATUS[failure], PUBLIC_MESSAGES[failure]);
    this.name = 'FleetError';
  }

  static from(error: unknown): FleetError {
    if (error instanceof FleetError) {
      return error;
    }
    // An unexpected error's message could quote anything, so only its class is kept.
    const name = error instanceof Error ? error.name : typeof error;
    return new FleetError('unavailable', `unexpected ${name}`);
  }
}

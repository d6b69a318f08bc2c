import type { DriverPosition } from '@taxi/contracts';
import { FleetError } from '@/modules/fleet/fleet.errors';
import { OutboundHttp } from '@/common/net/outbound-http';
import { trackingHttp } from '@/modules/fleet/tracking-policy';
import { FleetProvider } from '@/modules/fleet/fleet.port';
import { carGroupsToPositions } from './cargroups.mapping';
import { AuthenticateAnswerSchema, CarGroupsAnswerSchema } from './cargroups.schema';

export type CarGroupsOptions = { baseUrl: string; key: string; now?: () => number };

type Session = { token: string; expiresAt: number };

/** A token is dropped this long before the service says it expires. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The spec's vehicle-monitoring service (shape in `cargroups.schema.ts`). The token is reused
 * across polls until it expires or is refused; a refused token is renewed once within the same poll.
 */
export class CarGroupsProvider extends FleetProvider {
  readonly name = 'cargroups';
  private readonly http: OutboundHttp;
  private readonly now: () => number;
  private session: Session | null = null;

  constructor(private readonly options: CarGroupsOptions) {
    super();
    this.http = trackingHttp(options.baseUrl);
    this.now = options.now ?? Date.now;
  }

  async fetchPositions(signal: AbortSignal): Promise<DriverPosition[]> {
    const reused = this.session !== null && this.session.expiresAt > this.now();
    let token = reused && this.session ? this.session.token : await this.authenticate(signal);
    let answer = await this.carGroups(token, signal);
    if (answer === 'refused' && reused) {
      token = await this.authenticate(signal);
      answer = await this.carGroups(token, signal);
    }
    if (answer === 'refused') {
      this.session = null;
      throw new FleetError('rejected', 'GET /carGroups: token refused');
    }
    return carGroupsToPositions(answer);
  }

  close(): void {
    this.session = null;
    this.http.close();
  }

  private async authenticate(signal: AbortSignal): Promise<string> {
    this.session = null;
    const response = await this.http.call({
      method: 'POST',
      path: '/authenticate',
      body: { key: this.options.key },
      signal,
    });
    if (response.status === 401 || response.status === 403) {
      throw new FleetError('rejected', `POST /authenticate: HTTP ${response.status}`);
    }
    const parsed = AuthenticateAnswerSchema.safeParse(response.body);
    if (!parsed.success) {
      throw new FleetError('bad-response', 'POST /authenticate: no token in the answer');
    }
    const { token, expiresInMs } = parsed.data;
    const lifetime = expiresInMs === undefined ? Infinity : expiresInMs - EXPIRY_MARGIN_MS;
    this.session = { token, expiresAt: this.now() + lifetime };
    return token;
  }

  private async carGroups(token: string, signal: AbortSignal): Promise<unknown[] | 'refused'> {
    const response = await this.http.call({
      method: 'GET',
      path: '/carGroups',
      headers: { authorization: `Bearer ${token}` },
      signal,
    });
    if (response.status === 401 || response.status === 403) {
      return 'refused';
    }
    const parsed = CarGroupsAnswerSchema.safeParse(response.body);
    if (!parsed.success) {
      throw new FleetError('bad-response', 'GET /carGroups: no carGroups list');
    }
    return parsed.data.carGroups;
  }
}

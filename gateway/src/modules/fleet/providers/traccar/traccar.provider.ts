import type { DriverPosition } from '@taxi/contracts';
import type { TraccarAuth } from '@/config/app-config';
import { FleetError } from '@/modules/fleet/fleet.errors';
import { OutboundHttp } from '@/common/net/outbound-http';
import { trackingHttp } from '@/modules/fleet/tracking-policy';
import { FleetProvider } from '@/modules/fleet/fleet.port';
import { traccarToPositions } from './traccar.mapping';
import { TraccarListSchema } from './traccar.schema';

export type TraccarOptions = { baseUrl: string; auth: TraccarAuth };

/**
 * Traccar's REST API (https://www.traccar.org/api-reference/): devices, their latest positions and
 * groups, fetched in parallel with an API token (Bearer) or HTTP Basic on every call, so there is
 * no session to expire. Credentials travel in the Authorization header only, never in a URL.
 */
export class TraccarProvider extends FleetProvider {
  readonly name = 'traccar';
  private readonly http: OutboundHttp;
  private readonly authorization: string;

  constructor(options: TraccarOptions) {
    super();
    this.http = trackingHttp(options.baseUrl);
    this.authorization =
      options.auth.kind === 'token'
        ? `Bearer ${options.auth.token}`
        : `Basic ${Buffer.from(`${options.auth.user}:${options.auth.password}`).toString('base64')}`;
  }

  async fetchPositions(signal: AbortSignal): Promise<DriverPosition[]> {
    const [devices, positions, groups] = await Promise.all([
      this.list('/api/devices', signal),
      this.list('/api/positions', signal),
      // Groups only name the car groups in the tooltip: without them the markers still show.
      this.list('/api/groups', signal).catch((error: unknown) => {
        if (error instanceof FleetError && error.failure === 'timeout') {
          throw error;
        }
        return [];
      }),
    ]);
    return traccarToPositions(devices, positions, groups);
  }

  close(): void {
    this.http.close();
  }

  private async list(path: string, signal: AbortSignal): Promise<unknown[]> {
    const response = await this.http.call({
      method: 'GET',
      path,
      headers: { authorization: this.authorization },
      signal,
    });
    if (response.status === 401 || response.status === 403) {
      throw new FleetError('rejected', `GET ${path}: HTTP ${response.status}`);
    }
    const parsed = TraccarListSchema.safeParse(response.body);
    if (!parsed.success) {
      throw new FleetError('bad-response', `GET ${path}: not a list`);
    }
    return parsed.data;
  }
}

import { type AssignedDriver, AssignedDriverSchema } from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';

const GENERIC_REJECTION = 'Server objednávek odmítl požadavek.';
const GENERIC_BY_STATUS: Partial<Record<number, string>> = {
  400: GENERIC_REJECTION,
  404: 'Záznam nenalezen.',
  409: 'Konflikt s existujícími daty.',
};
const MAX_MESSAGE_LENGTH = 200;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Turns a non-2xx answer the client returned (3xx, 4xx) into the error the gateway shows. */
export function rejectionFor(status: number, body: unknown, token?: string): UpstreamError {
  if (status === 401 || status === 403) {
    return UpstreamError.unauthorized();
  }
  if (status < 400) {
    // The documented API never redirects.
    return UpstreamError.badResponse();
  }
  const message = showableMessage(body, token) ?? GENERIC_BY_STATUS[status] ?? GENERIC_REJECTION;
  const current = status === 409 ? currentDriverOf(body) : undefined;
  return current ? UpstreamError.driverChanged(message, current) : UpstreamError.rejected(status, message);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const firstOf = (record: Json, keys: readonly string[]): unknown =>
  keys.map((key) => record[key]).find((value) => value !== undefined);

/**
 * Who has the order now, from an assignment's 409 (docs/upstream.md): `current: { id_driver,
 * driver_name }` as documented, or the spellings a server may use (`current_driver`, `driver`, the
 * fields at the top, ids as text, `id`/`name`/`last_name`). Undefined when none of them is there.
 */
export function currentDriverOf(body: unknown): AssignedDriver | undefined {
  if (!isObject(body)) {
    return undefined;
  }
  const nested = [body.current, body.current_driver, body.driver].find(isObject);
  // At the top, `id` and `name` would be the order's: only the driver's own fields count there.
  const id = nested
    ? firstOf(nested, ['id_driver', 'driver_id', 'id'])
    : firstOf(body, ['id_driver', 'driver_id']);
  const name = nested
    ? firstOf(nested, ['driver_name', 'last_name', 'name'])
    : firstOf(body, ['driver_name']);
  if (id === undefined && name === undefined) {
    return undefined;
  }
  const parsed = AssignedDriverSchema.safeParse({
    id_driver: typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : (id ?? null),
    driver_name: typeof name === 'string' ? name.trim() || null : null,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The upstream's own `message` when it is short, printable and does not echo the session token. */
function showableMessage(body: unknown, token: string | undefined): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) {
    return undefined;
  }
  const { message } = body;
  if (typeof message !== 'string') {
    return undefined;
  }
  const trimmed = message.trim();
  const unsafe =
    trimmed.length === 0 ||
    trimmed.length > MAX_MESSAGE_LENGTH ||
    CONTROL_CHARACTERS.test(trimmed) ||
    (token !== undefined && trimmed.includes(token));
  return unsafe ? undefined : trimmed;
}

/** Keys that, set to `true`, state a valid session outright. */
const YES_KEYS = ['valid', 'success', 'isValid', 'admin'] as const;
/** Keys that, set to `false`, deny it whatever else the answer carries. */
const NO_KEYS = ['valid', 'success', 'isValid', 'admin'] as const;
/** Keys that identify an admin account: an answer carrying one (and no denial) is that admin. */
const ACCOUNT_KEYS = ['id', 'username', 'user'] as const;

export type TokenVerdict = {
  valid: boolean;
  /** The answer's keys when its shape is not one the gateway knows (logged once, never the values). */
  unknownShape?: string[];
};

/**
 * Fails closed: only an explicit yes is a session — `true`, `"true"`, an object with
 * `valid`/`success`/`isValid`/`admin` equal to `true`, or an account (`id`, `username` or `user`)
 * without `valid`/`success` false and without `error`. Everything else is not a session.
 */
export function tokenVerdict(body: unknown): TokenVerdict {
  if (body === true || body === 'true') {
    return { valid: true };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return isKnownNo(body) ? { valid: false } : { valid: false, unknownShape: [jsonKind(body)] };
  }
  const answer = body as Record<string, unknown>;
  const denied = NO_KEYS.some((key) => answer[key] === false) || answer.error !== undefined;
  if (denied) {
    return { valid: false };
  }
  if (YES_KEYS.some((key) => answer[key] === true)) {
    return { valid: true };
  }
  if (ACCOUNT_KEYS.some((key) => answer[key] !== undefined && answer[key] !== null)) {
    return { valid: true };
  }
  const keys = Object.keys(answer);
  const knownNo = keys.length === 0 || keys.every((key) => key === 'message' || key === 'status');
  return knownNo ? { valid: false } : { valid: false, unknownShape: keys.sort() };
}

function isKnownNo(body: unknown): boolean {
  return (
    body === false ||
    body === null ||
    body === 0 ||
    body === '' ||
    body === 'false' ||
    (Array.isArray(body) && body.length === 0)
  );
}

function jsonKind(value: unknown): string {
  return Array.isArray(value) ? '(array)' : `(${typeof value})`;
}

/** Where servers put the access token of a login answer, in the order they are tried. */
const TOKEN_PATHS: readonly (readonly string[])[] = [
  ['accessToken'],
  ['access_token'],
  ['token'],
  ['data', 'accessToken'],
  ['data', 'access_token'],
  ['data', 'token'],
];

/** The access token of a login answer, wherever a server of this kind puts it; undefined if none. */
export function loginTokenOf(body: unknown): unknown {
  for (const path of TOKEN_PATHS) {
    let value: unknown = body;
    for (const key of path) {
      value =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (value !== undefined && value !== null && value !== '') {
      return value;
    }
  }
  return undefined;
}

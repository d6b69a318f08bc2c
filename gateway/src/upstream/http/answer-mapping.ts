import { UpstreamError } from '../upstream.errors';

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
  return UpstreamError.rejected(status, message);
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

/**
 * The documented answer is a boolean, but the real server may send the admin object instead;
 * anything else is not trusted either way.
 */
export function tokenVerdict(body: unknown): boolean {
  if (body === false || body === null || body === 0 || body === '') {
    return false;
  }
  if (body === true || (typeof body === 'object' && !Array.isArray(body))) {
    return true;
  }
  throw UpstreamError.badResponse();
}

import { endpoints, SESSION_TOKEN_ALIAS } from '@taxi/contracts';

export const REDACTED = '[REDACTED]';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
// Routes match whatever the case (Express's default), so redaction compares without it.
const lowerSegmentsOf = (path: string) => segmentsOf(path.toLowerCase());

const documentedPaths = Object.values(endpoints).map((endpoint) => endpoint.path);
const staticPaths = new Set(
  documentedPaths.filter((path) => !path.includes('{')).map((path) => lowerSegmentsOf(path).join('/')),
);
const tokenTemplates = documentedPaths
  .filter((path) => path.includes('{token}'))
  .map((path) => lowerSegmentsOf(path));

const SECRET_QUERY_KEY = /token|password|secret|key|auth/i;

function redactPath(path: string): string {
  const segments = segmentsOf(path);
  const lower = segments.map((segment) => segment.toLowerCase());
  if (staticPaths.has(lower.join('/'))) {
    return path;
  }
  for (const template of tokenTemplates) {
    const matches =
      template.length === segments.length &&
      template.every((part, index) => part === '{token}' || part === lower[index]);
    const position = template.indexOf('{token}');
    if (matches && segments[position] !== SESSION_TOKEN_ALIAS) {
      segments[position] = REDACTED;
      return `/${segments.join('/')}${path.endsWith('/') ? '/' : ''}`;
    }
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=');
      return value !== undefined && SECRET_QUERY_KEY.test(decodeURIComponentSafe(key))
        ? `${key}=${REDACTED}`
        : pair;
    })
    .join('&');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A URL fit for logs: session tokens in documented `{token}` segments and secret query values removed. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  return redactPath(path) + (queryStart === -1 ? '' : `?${redactQuery(query)}`);
}

import { z } from 'zod';
import { ApiErrorSchema } from '../common/common.schema';
import { SESSION_COOKIE } from '../domain/constants';
import { endpointSummaries } from './endpoint-summaries';
import { type ApiEndpointName, type Endpoint, endpoints, gatewayEndpoints } from './endpoints';
import { pathParameterNames } from './fill-path';

type JsonSchema = Record<string, unknown>;
type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
};

const PATH_PARAMETER_DOCS: Record<string, string> = {
  token: 'Token relace, nebo `me` pro token z cookie `token`.',
  driverId: 'Id řidiče.',
  id: 'Id místa z našeptávače.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function pathParameters(path: string, params: z.ZodType | undefined): Parameter[] {
  const typed = params
    ? ((jsonSchema(params, 'input') as { properties?: Record<string, JsonSchema> }).properties ?? {})
    : {};
  return pathParameterNames(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: typed[name] ?? { type: 'string' },
    description: PATH_PARAMETER_DOCS[name],
  }));
}

function queryParameters(query: z.ZodType | undefined): Parameter[] {
  if (!query) {
    return [];
  }
  const schema = jsonSchema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const EXTENSION_TAG = 'Návrh rozšíření API serveru objednávek';
const EXTENSION_NOTE =
  'Není součástí současného API serveru objednávek: navržené rozšíření (docs/upstream.md). Mock ho obsluhuje; ' +
  'skutečnému serveru ho gateway předá jen se zapnutým `UPSTREAM_EXTENSIONS`, jinak odpoví 501.';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

// The answers of a driver assignment beyond the usual ones (docs/upstream.md).
function conflictResponses(name: string, endpoint: Endpoint): Record<string, unknown> {
  if (name === 'orderAssign' || name === 'orderRedispatch') {
    return {
      '404': errorResponse('Objednávka neexistuje nebo byla smazána'),
      '409': errorResponse('Řidiče objednávky mezitím změnil někdo jiný: `current` říká, kdo ji má teď'),
      ...(endpoint.extension ? { '501': errorResponse('Server objednávek rozšíření nemá zapnuté') } : {}),
    };
  }
  return {};
}

function operation(name: string, endpoint: Endpoint, tag: string) {
  const response = endpoint.response;
  const responses: Record<string, unknown> = {
    [response ? (endpoint.created ? '201' : '200') : '204']: response
      ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(response, 'output') } } }
      : { description: 'Hotovo, bez obsahu' },
    '400': errorResponse('Neplatný vstup: `issues` jmenuje pole a důvod'),
    ...conflictResponses(name, endpoint),
    '413': errorResponse('Tělo požadavku je příliš velké'),
    '502': errorResponse('Server objednávek nebo mapová služba selhaly'),
    '504': errorResponse('Server objednávek neodpověděl včas'),
  };
  if (endpoint.access === 'admin') {
    responses['401'] = errorResponse('Chybí platná relace administrátora');
  }
  return {
    operationId: name,
    // The names come from the catalogue's own tables (Object.entries widens them to string).
    summary: endpointSummaries[name as ApiEndpointName],
    tags: [tag],
    parameters: [...pathParameters(endpoint.path, endpoint.params), ...queryParameters(endpoint.query)],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
    ...(endpoint.access === 'admin' ? {} : { security: [] }),
    ...(endpoint.extension
      ? {
          description: EXTENSION_NOTE,
          'x-upstream-extension': name,
        }
      : {}),
  };
}

export type OpenApiOptions = {
  serverUrl?: string;
  /** The calls the gateway serves (by catalogue name); an entry nothing serves is left out. All when absent. */
  served?: ReadonlySet<string>;
};

/**
 * The OpenAPI 3.1 description of every call the gateway serves, generated from the same zod
 * schemas that validate them, so it cannot drift from the code.
 */
export function buildOpenApiDocument({ serverUrl = '/', served }: OpenApiOptions = {}): Record<
  string,
  unknown
> {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (entries: [string, Endpoint][], tag: string) => {
    for (const [name, endpoint] of entries) {
      if (served && !served.has(name)) {
        continue;
      }
      paths[endpoint.path] ??= {};
      paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(name, endpoint, tag);
    }
  };
  const upstreamCalls: [string, Endpoint][] = Object.entries(endpoints);
  const specified = upstreamCalls.filter(([, endpoint]) => !endpoint.extension);
  const specTag = `Specifikace (${specified.length} volání)`;
  add(specified, specTag);
  add(
    upstreamCalls.filter(([, endpoint]) => endpoint.extension),
    EXTENSION_TAG,
  );
  add(Object.entries(gatewayEndpoints), 'Gateway: mapy, vozidla, ceník, simulace');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Taxi – API gateway',
      version: '1.0.0',
      description:
        'Všechna volání administrace a webu. Přihlášení `POST /api/admins/login` nastaví HttpOnly cookie `token`; ' +
        'stejný token lze poslat jako `Authorization: Bearer`.',
    },
    servers: [{ url: serverUrl }],
    security: [{ sessionCookie: [] }, { bearer: [] }],
    tags: [
      { name: specTag },
      { name: EXTENSION_TAG, description: EXTENSION_NOTE },
      { name: 'Gateway: mapy, vozidla, ceník, simulace' },
    ],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: { ApiError: jsonSchema(ApiErrorSchema, 'output') },
    },
  };
}

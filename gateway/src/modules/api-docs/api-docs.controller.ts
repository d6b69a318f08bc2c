import path from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { buildOpenApiDocument } from '@taxi/contracts';
import type { Response } from 'express';
import { PublicOutsideProduction } from '@/common/auth/public.decorator';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { ServedCalls } from '@/common/routing/served-calls';

// Resolved, not imported: requiring the package would load its 1 MB bundle into the gateway.
const UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The Swagger UI files the docs page loads; nothing else from the package is served. */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// The page's own start-up code lives in a file, not inline, so the Content-Security-Policy holds.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    withCredentials: true,
    tryItOutEnabled: true,
    persistAuthorization: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="cs">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API – dokumentace</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/init.js"></script>
  </body>
</html>
`;

/**
 * OpenAPI 3.1 generated from the contracts schemas and a Swagger UI to try each call (the
 * browser's session cookie authenticates): the calls this gateway serves, and no entry that nothing
 * serves. Open while developing; admin-only in production.
 */
@Controller('api')
@PublicOutsideProduction()
export class ApiDocsController {
  private document: Record<string, unknown> | undefined;

  constructor(private readonly served: ServedCalls) {}

  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    // Built on first use: every controller is known by then.
    this.document ??= buildOpenApiDocument({ served: this.served.names() });
    return this.document;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get('docs/assets/init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  init(): string {
    return INIT_SCRIPT;
  }

  @Get('docs/assets/:file')
  asset(@Param('file') file: string, @Res() response: Response): void {
    const type = Object.hasOwn(UI_FILES, file) ? UI_FILES[file] : undefined;
    if (!type) {
      throw ApiHttpException.of(404, 'Soubor nenalezen.');
    }
    response.type(type);
    response.sendFile(path.join(UI_DIR, file));
  }
}

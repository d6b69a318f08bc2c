import { Module } from '@nestjs/common';
import { CatalogueCallsController } from './catalogue-calls.controller';

/**
 * The calls of the catalogue no feature serves: the company server's, forwarded as they are
 * (`forwarded-calls.ts`), and the gateway's own that need no feature (`gateway-calls.ts`).
 */
@Module({ controllers: [CatalogueCallsController] })
export class CatalogueCallsModule {}

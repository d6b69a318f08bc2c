import { Module } from '@nestjs/common';
import { GatewayCallsController } from './gateway-calls.controller';

/** The gateway's own calls served by a handler of `GATEWAY_HANDLERS` (`gateway-calls.ts`). */
@Module({ controllers: [GatewayCallsController] })
export class GatewayCallsModule {}

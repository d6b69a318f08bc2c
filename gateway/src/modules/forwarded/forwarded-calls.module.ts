import { Module } from '@nestjs/common';
import { ForwardedCallsController } from './forwarded-calls.controller';

/** The calls of the catalogue the gateway forwards as they are (`forwarded-calls.ts`). */
@Module({ controllers: [ForwardedCallsController] })
export class ForwardedCallsModule {}

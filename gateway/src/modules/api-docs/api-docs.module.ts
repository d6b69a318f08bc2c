import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ServedCalls } from '@/common/routing/served-calls';
import { ApiDocsController } from './api-docs.controller';

@Module({ imports: [DiscoveryModule], controllers: [ApiDocsController], providers: [ServedCalls] })
export class ApiDocsModule {}

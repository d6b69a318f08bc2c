import { Global, Module } from '@nestjs/common';
import { SessionCheck } from '@/common/auth/session-check';
import { ClientAddresses } from './client-addresses';

/** Who is asking (behind trusted proxies) and whether their session token is live, for every module. */
@Global()
@Module({ providers: [ClientAddresses, SessionCheck], exports: [ClientAddresses, SessionCheck] })
export class NetModule {}

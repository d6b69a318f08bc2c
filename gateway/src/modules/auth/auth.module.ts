import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies';
import { LoginThrottle } from './login-throttle';

@Module({ controllers: [AuthController], providers: [AuthService, LoginThrottle, DeviceCookies] })
export class AuthModule {}

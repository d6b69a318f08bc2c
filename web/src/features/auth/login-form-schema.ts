import { type LoginRequest, LoginRequestSchema } from '@taxi/contracts';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from './login-messages';

/** The contract's login rules, in the login page's words. */
export const loginResolver = schemaResolver<LoginRequest, LoginRequest>(LoginRequestSchema, {
  username: { required: USERNAME_REQUIRED_MESSAGE },
  password: { required: PASSWORD_REQUIRED_MESSAGE },
});

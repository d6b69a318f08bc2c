import { type LoginRequest, LoginRequestSchema } from '@taxi/contracts';
import { schemaResolver } from '@/lib/forms/schema-resolver';

/** The contract's login rules, in the login page's words. */
export const loginResolver = schemaResolver<LoginRequest, LoginRequest>(LoginRequestSchema, {
  username: { required: 'Vyplňte prosím jméno.' },
  password: { required: 'Vyplňte prosím heslo.' },
});

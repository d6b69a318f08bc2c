import { WebOrderDeclineRequestSchema } from '@taxi/contracts';
import { schemaResolver } from '@/lib/forms/schema-resolver';

export type DeclineForm = { reason: string };

/** The contract's rules for the reason a web order's customer reads (one line, at most 200 characters). */
export const declineResolver = schemaResolver<DeclineForm, DeclineForm>(
  WebOrderDeclineRequestSchema.pick({ reason: true }),
  { reason: { required: 'Napište důvod: zákazník ho uvidí.' } },
);

import type {
  Ack,
  EndpointBody,
  EndpointInput,
  EndpointParamsOutput,
  EndpointQueryOutput,
  EndpointName,
  EndpointResponse,
  endpoints,
  LoginResponse,
} from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';

type ReadingKind<N extends EndpointName> = (typeof endpoints)[N] extends { reading: { kind: infer K } }
  ? K
  : 'lenient';

/**
 * What a call of the catalogue resolves to in the gateway: the login's session or null (wrong
 * credentials), the token check's verdict, nothing for a command (any 2xx), else the answer.
 */
export type EndpointResult<N extends EndpointName> =
  ReadingKind<N> extends 'login'
    ? LoginResponse | null
    : ReadingKind<N> extends 'tokenVerdict'
      ? boolean
      : EndpointResponse<N> extends Ack
        ? void
        : EndpointResponse<N>;

/** An admin call needs the checked session; a public one may have one (the token check, logout) or none. */
export type CallerOf<N extends EndpointName> = (typeof endpoints)[N]['access'] extends 'admin'
  ? Caller
  : Caller | null;

/** The input of a call as the gateway holds it: path parameters, query and body as their schemas admitted them. */
export type CallInput<N extends EndpointName> = EndpointInput<
  N,
  EndpointBody<N>,
  EndpointQueryOutput<N>,
  EndpointParamsOutput<N>
>;

/** The input argument: required exactly when the call has a body or path parameters. */
export type CallInputArgument<N extends EndpointName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

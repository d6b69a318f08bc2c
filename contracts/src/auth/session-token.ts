/** Path segment standing for "the token of this session" (taken from the HttpOnly cookie). */
export const SESSION_TOKEN_ALIAS = 'me';

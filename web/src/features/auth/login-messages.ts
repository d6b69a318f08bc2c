/** Spec section 8: any failure, or an answer without an access token. */
export const LOGIN_FAILURE_MESSAGE = 'Špatné přihlašovací údaje';
export const USERNAME_REQUIRED_MESSAGE = 'Vyplňte prosím jméno.';
export const PASSWORD_REQUIRED_MESSAGE = 'Vyplňte prosím heslo.';

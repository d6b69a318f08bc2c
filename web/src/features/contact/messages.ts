/** Spec section 8, word for word. */
export const CONTACT_SUCCESS_MESSAGE = 'Email byl úspěšně odeslán. Děkujeme!';
export const CONTACT_FAILURE_MESSAGE = 'Email se nepodařilo odeslat. Zkuste to prosím později.';

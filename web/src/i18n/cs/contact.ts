/** The contact form (spec section 8 for its answers), worded by the page from the codes it gets. */
export const contact = {
  name: 'Jméno',
  email: 'E-mail',
  subject: 'Předmět',
  message: 'Zpráva',
  send: 'Odeslat zprávu',
  sending: 'Odesílám…',
  note: 'Všechna pole jsou povinná. Odpovídáme obvykle do druhého dne.',
  sent: 'Email byl úspěšně odeslán. Děkujeme!',
  failed: 'Email se nepodařilo odeslat. Zkuste to prosím později.',
  throttled: 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později.',
  required: {
    name: 'Vyplňte prosím své jméno.',
    email: 'Vyplňte prosím svůj e-mail.',
    subject: 'Vyplňte prosím předmět zprávy.',
    message: 'Napište nám prosím zprávu.',
  },
  invalidEmail: 'Zadejte e-mail ve tvaru jmeno@domena.cz.',
  tooLong: 'Nejvýše {limit} znaků',
  controlCharacters: 'Nesmí obsahovat řídicí znaky ani zalomení řádku',
  invalid: 'Zkontrolujte prosím toto pole.',
} as const;

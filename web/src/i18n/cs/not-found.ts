/** The 404 page of unknown paths. */
export const notFound = {
  meta: { title: 'Stránka nenalezena – {name}', description: 'Požadovaná stránka neexistuje.' },
  title: 'Stránka nenalezena',
  text: 'Tudy cesta nevede. Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Zkontrolujte prosím adresu, nebo pokračujte na úvodní stránku.',
  home: 'Na úvodní stránku',
  call: 'Zavolat taxi',
} as const;

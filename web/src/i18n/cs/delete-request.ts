/** `/delete-request` (spec: one sentence telling users to write to support). */
export const deleteRequest = {
  meta: {
    title: 'Žádost o smazání účtu – {name}',
    description: 'Jak požádat o smazání účtu v aplikaci {name}.',
  },
  eyebrow: 'Účet v aplikaci',
  title: 'Žádost o smazání účtu',
  text: 'Pokud si přejete smazat svůj účet a všechna související data, napište prosím naší podpoře na e-mail {email}.',
  mailSubject: 'Žádost o smazání účtu',
} as const;

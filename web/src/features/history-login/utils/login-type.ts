const LABELS: Record<string, string> = {
  login: 'Přihlášení',
  logout: 'Odhlášení',
  failed: 'Neúspěšné přihlášení',
};

/** Czech label of a history row's type; an unknown type is shown as it came. */
export function loginTypeLabel(type: string): string {
  return LABELS[type] ?? type;
}

/** Only `login` is a success (green); every other type is shown red. */
export function isSuccessfulLogin(type: string): boolean {
  return type === 'login';
}

// Plain data, no zod: the dashboard reads the weekdays without loading the schemas.

export const WEEKDAYS = [
  { day: 1, label: 'Pondělí' },
  { day: 2, label: 'Úterý' },
  { day: 3, label: 'Středa' },
  { day: 4, label: 'Čtvrtek' },
  { day: 5, label: 'Pátek' },
  { day: 6, label: 'Sobota' },
  { day: 7, label: 'Neděle' },
] as const;

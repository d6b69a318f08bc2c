// Plain data, no zod: the dashboard reads the windows without loading the schemas.

export const BALANCE_WINDOWS = [
  { key: 'balanceDay', label: '24 hodin' },
  { key: 'balanceWeekend', label: 'Víkend' },
  { key: 'balanceWeek', label: '7 dní' },
  { key: 'balanceMonth', label: '30 dní' },
  { key: 'balance3Months', label: '90 dní' },
  { key: 'balance6Months', label: '180 dní' },
  { key: 'balanceYear', label: '365 dní' },
  { key: 'balanceYTD', label: 'YTD' },
] as const;
export type BalanceKey = (typeof BALANCE_WINDOWS)[number]['key'];

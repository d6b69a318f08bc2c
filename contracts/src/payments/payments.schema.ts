import { z } from 'zod';

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

export const BalanceSchema = z.object({
  balanceDay: z.number(),
  balanceWeekend: z.number(),
  balanceWeek: z.number(),
  balanceMonth: z.number(),
  balance3Months: z.number(),
  balance6Months: z.number(),
  balanceYear: z.number(),
  balanceYTD: z.number(),
});
export type Balance = z.infer<typeof BalanceSchema>;

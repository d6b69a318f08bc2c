import { z } from 'zod';

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

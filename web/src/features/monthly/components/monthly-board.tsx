import { useQueryClient } from '@tanstack/react-query';
import { MONTHS, type MonthRequest } from '@taxi/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { queryKeys } from '@/lib/query-keys';
import { useYearTotals } from '@/features/monthly/hooks/use-year-totals';
import { currentPeriod } from '@/features/monthly/utils/monthly-math';
import { MonthlyTable } from './monthly-table';
import { PeriodPicker } from './period-picker';
import { YearChart } from './year-chart';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.xl}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPicker = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The monthly table of one month beside the chart of its year; the month defaults to the current one. */
export function MonthlyBoard() {
  const [today] = useState(() => currentPeriod());
  const [period, setPeriod] = useState<MonthRequest>(today);
  const queryClient = useQueryClient();
  const totals = useYearTotals(period.year);

  const show = (next: MonthRequest) => {
    if (next.month === period.month && next.year === period.year) {
      // Ukázat on the month already shown reloads it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.monthlyEarnings(next) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.monthlyItems(next) });
      return;
    }
    setPeriod(next);
  };

  return (
    <StyledLayout>
      <Card aria-labelledby="monthly-table-title">
        <CardHeader>
          <CardTitle id="monthly-table-title">
            {MONTHS[period.month - 1]} {period.year}
          </CardTitle>
        </CardHeader>
        <StyledPicker>
          <PeriodPicker period={period} maxYear={today.year} onShow={show} />
        </StyledPicker>
        <MonthlyTable period={period} />
      </Card>
      <Card aria-labelledby="monthly-chart-title">
        <CardHeader>
          <CardTitle id="monthly-chart-title">Rok {period.year} po měsících</CardTitle>
        </CardHeader>
        <YearChart year={period.year} selectedMonth={period.month} totals={totals} />
      </Card>
    </StyledLayout>
  );
}

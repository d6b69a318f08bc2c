import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { useWorkHours } from '@/features/workhours/api/get-work-hours';
import { workHoursByDay } from '@/features/workhours/utils/work-hours';
import { WorkHoursRow } from './work-hours-row';

const StyledTitle = styled(CardTitle)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledIntro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** My work hours: Monday to Sunday, each day saved or removed on its own. */
export function WorkHoursEditor() {
  const workHours = useWorkHours();
  return (
    <Card aria-labelledby="workhours-title">
      <CardHeader>
        <StyledTitle id="workhours-title">
          <Clock size={20} aria-hidden />
          Pracovní doba
        </StyledTitle>
        <StyledIntro>Konec před začátkem znamená směnu přes půlnoc.</StyledIntro>
      </CardHeader>
      <AsyncContent result={workHours} skeletonRows={7} loadingLabel="Načítám pracovní dobu">
        {(entries) => (
          <div>
            {workHoursByDay(entries).map((day) => (
              <WorkHoursRow key={day.day} day={day} />
            ))}
          </div>
        )}
      </AsyncContent>
    </Card>
  );
}

import { Clock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/feedback';
import { useWorkHours } from '@/features/workhours/api/get-work-hours';
import { workHoursByDay } from '@/features/workhours/utils/work-hours';
import { useFirstLoadsSettled } from '@/lib/use-first-loads-settled';
import { useNearViewport } from '@/lib/use-near-viewport';

// The rows' forms (and react-hook-form with them) load as the card nears the screen: on the
// dashboard it sits below the first screen, so opening the admin does not wait for them. Watching
// starts once the screen's first loads are done: before that, the skeletons above are shorter
// than what replaces them and the card looks nearer than it is.
const WorkHoursRows = lazy(() => import('./work-hours-rows'));
const ROWS_MARGIN_PX = 200;

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

const LOADING_LABEL = 'Načítám pracovní dobu';

/** My work hours: Monday to Sunday, each day saved or removed on its own. */
export function WorkHoursEditor() {
  const workHours = useWorkHours();
  const [cardRef, near] = useNearViewport<HTMLElement>(ROWS_MARGIN_PX, useFirstLoadsSettled());
  const placeholder = <Skeleton rows={7} label={LOADING_LABEL} />;
  return (
    <Card ref={cardRef} aria-labelledby="workhours-title">
      <CardHeader>
        <StyledTitle id="workhours-title">
          <Clock size={20} aria-hidden />
          Pracovní doba
        </StyledTitle>
        <StyledIntro>Konec před začátkem znamená směnu přes půlnoc.</StyledIntro>
      </CardHeader>
      <AsyncContent result={workHours} skeletonRows={7} loadingLabel={LOADING_LABEL}>
        {(entries) =>
          near ? (
            <Suspense fallback={placeholder}>
              <WorkHoursRows days={workHoursByDay(entries)} />
            </Suspense>
          ) : (
            placeholder
          )
        }
      </AsyncContent>
    </Card>
  );
}

import type { WorkHoursDay } from '@/features/workhours/utils/work-hours';
import { WorkHoursRow } from './work-hours-row';

/** One form a day: a chunk of its own with the forms library (see `WorkHoursEditor`). */
export default function WorkHoursRows({ days }: { days: readonly WorkHoursDay[] }) {
  return (
    <div>
      {days.map((day) => (
        <WorkHoursRow key={day.day} day={day} />
      ))}
    </div>
  );
}

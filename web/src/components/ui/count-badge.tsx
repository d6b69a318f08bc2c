import { Badge, VisuallyHidden } from './feedback';

/** The number of rows next to a title: "72", read as "72 celkem". */
export function CountBadge({ count }: { count: number }) {
  return (
    <Badge>
      {count}
      <VisuallyHidden> celkem</VisuallyHidden>
    </Badge>
  );
}

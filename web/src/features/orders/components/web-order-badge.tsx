import type { WebOrderRecord } from '@taxi/contracts';
import styled from 'styled-components';
import { Badge } from '@/components/ui/feedback';
import { webBadgeText } from '@/features/orders/utils/web-order-labels';

// Dark among the pale status badges: where an order came from, not where it is.
const StyledBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

/** "Web · DE": the order came from the public site, whose page was in that language (the detail names it). */
export function WebOrderBadge({ record }: { record: WebOrderRecord }) {
  return <StyledBadge data-web-order>{webBadgeText(record)}</StyledBadge>;
}

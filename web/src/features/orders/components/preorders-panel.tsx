import { AlarmClock, ArrowRight, CalendarClock, UserX } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { AsyncContent, useDerivedResult } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge, EmptyState, VisuallyHidden } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { formatDayTime, formatTimeUntil } from '@/lib/format';
import { useOrders } from '@/lib/queries/get-orders';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';
import { useMinuteNow } from '@/lib/use-now';
import { orderDetailPath } from '@/lib/order-detail-path';
import { splitPlace } from '@/features/orders/utils/order-rows';
import { PREORDERS_PARAM } from '@/features/orders/utils/order-filter';
import { useWebOrderRecords } from '@/features/orders/api/get-web-orders';
import type { WebOrderRecord } from '@taxi/contracts';
import { AssignDriverButton } from './assign/assign-driver-button';
import { WebOrderBadge } from './web-order-badge';
import {
  isDueSoon,
  openPreorders,
  type Preorder,
  upcomingPreorders,
} from '@/features/orders/utils/upcoming-preorders';

/** Beside the create-order form only the soonest fit; the rest are one link away. */
const COMPACT_ROWS = 4;

const StyledCard = styled(Card)<{ $compact: boolean }>`
  ${({ $compact, theme }) =>
    $compact &&
    css`
      padding: ${theme.space.lg};
    `}
`;

const StyledHeader = styled(CardHeader)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled(CardTitle)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledWindow = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textStrong};
  text-decoration-color: ${({ theme }) => theme.colors.brand};
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

// The row's link and, for a pre-order nobody drives yet, the button that gives it a driver.
const StyledItem = styled.li<{ $soon: boolean }>`
  display: flex;
  align-items: center;
  /* The thick yellow edge runs along the whole row, its button included. */
  border-left: 4px solid ${({ theme, $soon }) => ($soon ? theme.colors.brand : 'transparent')};
  background: ${({ theme, $soon }) => ($soon ? theme.colors.brandSoft : theme.colors.surface)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > a {
    flex: 1;
    min-width: 0;
  }
  > button {
    flex: none;
    margin-right: ${({ theme }) => theme.space.md};
  }
  /* On a phone the button goes under the row, in line with its text. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex-direction: column;
    align-items: stretch;
    > button {
      align-self: flex-start;
      margin: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm} calc(6.25rem + ${theme.space.md} * 2)`};
    }
  }
`;

// The whole row is the link to the order. Soon-due rows carry a thick yellow edge and a "Blíží se"
// badge besides the tint, so they stand out without relying on colour.
const StyledRow = styled(Link)<{ $soon: boolean }>`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme, $soon }) => ($soon ? theme.colors.brandSoft : theme.colors.surface)};
  color: inherit;
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:hover {
    background: ${({ theme, $soon }) => ($soon ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  }
  &:hover strong {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.brand};
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 6.25rem minmax(0, 1fr);
    > :last-child {
      grid-column: 2;
    }
  }
`;

const StyledWhen = styled.span`
  display: flex;
  flex-direction: column;
  font-variant-numeric: tabular-nums;
  strong {
    color: ${({ theme }) => theme.colors.textStrong};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledPlace = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledTags = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    justify-content: flex-start;
  }
`;

const StyledDriver = styled.span`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledBadge = styled(Badge)`
  svg {
    flex: none;
  }
`;

// On the row's pale yellow a pale badge would vanish: this one is the brand yellow itself.
const StyledSoon = styled(StyledBadge)`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledMore = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const allPreordersPath = `${paths.admin.orders}?${PREORDERS_PARAM}=1`;

function PreorderRow({
  preorder,
  now,
  web,
}: {
  preorder: Preorder;
  now: number;
  web: WebOrderRecord | undefined;
}) {
  const soon = isDueSoon(preorder, now);
  const { street, town } = splitPlace(preorder.pickup);
  // Separators only for screen readers, so the link's name reads as a sentence.
  const pause = <VisuallyHidden>, </VisuallyHidden>;
  return (
    <StyledItem $soon={soon}>
      <StyledRow to={orderDetailPath(preorder.orderNumber)} $soon={soon} data-soon={soon || undefined}>
        <StyledWhen>
          <strong>{formatDayTime(preorder.at, now)}</strong>
          {pause}
          <StyledMuted>{formatTimeUntil(preorder.atMs, now)}</StyledMuted>
        </StyledWhen>
        <StyledPlace title={preorder.pickup}>
          {pause}
          <span>{street}</span>
          {pause}
          <StyledMuted>
            {town && `${town} · `}č. {preorder.orderNumber}
          </StyledMuted>
        </StyledPlace>
        <StyledTags>
          {web && (
            <>
              {pause}
              <WebOrderBadge record={web} />
            </>
          )}
          {pause}
          {preorder.driver ? (
            <StyledDriver>{preorder.driver}</StyledDriver>
          ) : (
            <StyledBadge $tone={soon ? 'danger' : 'warning'}>
              <UserX size={14} aria-hidden />
              bez řidiče
            </StyledBadge>
          )}
          {soon && (
            <>
              {pause}
              <StyledSoon>
                <AlarmClock size={14} aria-hidden />
                Blíží se
              </StyledSoon>
            </>
          )}
        </StyledTags>
      </StyledRow>
      {!preorder.driver && <AssignDriverButton entry={preorder.entry} shortLabel />}
    </StyledItem>
  );
}

function PreorderList({ preorders, compact }: { preorders: readonly Preorder[]; compact: boolean }) {
  const now = useMinuteNow();
  const webOrders = useWebOrderRecords();
  const upcoming = useMemo(() => upcomingPreorders(preorders, now), [preorders, now]);
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={<CalendarClock size={32} aria-hidden />}
        title="Na příštích 24 hodin nejsou žádné předobjednávky"
      />
    );
  }
  const shown = compact ? upcoming.slice(0, COMPACT_ROWS) : upcoming;
  return (
    <>
      <StyledList aria-label={`Předobjednávky na příštích 24 hodin: ${upcoming.length}`}>
        {shown.map((preorder) => (
          <PreorderRow
            key={preorder.id}
            preorder={preorder}
            now={now}
            web={webOrders.get(preorder.orderNumber)}
          />
        ))}
      </StyledList>
      {shown.length < upcoming.length && (
        <StyledMore>
          Zobrazeny {shown.length} nejbližší z {upcoming.length}.
        </StyledMore>
      )}
    </>
  );
}

/**
 * Předobjednávky: the open pre-orders of the coming 24 hours from the orders already loaded, soonest
 * first, each leading to its order; the next 30 minutes stand out. It follows the clock minute by
 * minute and the orders as live events reload them. `compact` shows only the soonest few.
 */
export function PreordersPanel({ compact = false }: { compact?: boolean }) {
  const orders = useOrders(useFallbackPoll());
  const preorders = useDerivedResult(orders, openPreorders);
  return (
    <StyledCard aria-labelledby="preorders-title" $compact={compact}>
      <StyledHeader>
        <StyledTitle id="preorders-title">
          <CalendarClock size={20} aria-hidden />
          Předobjednávky
          <StyledWindow>na 24 h</StyledWindow>
        </StyledTitle>
        <StyledAll to={allPreordersPath}>
          Všechny předobjednávky
          <ArrowRight size={16} aria-hidden />
        </StyledAll>
      </StyledHeader>
      <AsyncContent result={preorders} skeletonRows={3} loadingLabel="Načítám předobjednávky">
        {(list) => <PreorderList preorders={list} compact={compact} />}
      </AsyncContent>
    </StyledCard>
  );
}

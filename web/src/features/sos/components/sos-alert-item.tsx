import { type SosAlert, sosCallerName } from '@taxi/contracts';
import { Check, Clock, Phone } from 'lucide-react';
import styled from 'styled-components';
import { formatPhone } from '../../../components/people-table/format-phone';
import { Button } from '../../../components/ui/button';
import { VisuallyHidden } from '../../../components/ui/feedback';
import { formatTimeAgo } from '../../../lib/format';

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
`;

const StyledName = styled.strong`
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.font.size.md};
  min-width: 10ch;
`;

const StyledPhone = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.danger};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const StyledAgo = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledAction = styled.div`
  margin-left: auto;
`;

export type SosAlertItemProps = {
  alert: SosAlert;
  now: number;
  busy: boolean;
  onDismiss: (alert: SosAlert) => void;
};

/** One open alert: who, how to call them back, how long ago, and the button that closes it. */
export function SosAlertItem({ alert, now, busy, onDismiss }: SosAlertItemProps) {
  const name = sosCallerName(alert);
  const phone = alert.user?.phone.trim() ?? '';
  return (
    <StyledItem>
      <StyledName>{name}</StyledName>
      {phone ? (
        <StyledPhone href={`tel:${phone.replace(/\s+/g, '')}`}>
          <Phone size={16} aria-hidden />
          <VisuallyHidden>Volat </VisuallyHidden>
          {formatPhone(phone)}
        </StyledPhone>
      ) : (
        <StyledAgo>Telefon neznámý</StyledAgo>
      )}
      {alert.createdAt && (
        <StyledAgo>
          <Clock size={14} aria-hidden />
          <time dateTime={alert.createdAt}>{formatTimeAgo(alert.createdAt, now)}</time>
        </StyledAgo>
      )}
      <StyledAction>
        <Button
          variant="secondary"
          size="sm"
          icon={<Check size={16} aria-hidden />}
          disabled={busy}
          aria-label={`Vyřízeno: SOS od ${name}`}
          onClick={() => onDismiss(alert)}
        >
          Vyřízeno
        </Button>
      </StyledAction>
    </StyledItem>
  );
}

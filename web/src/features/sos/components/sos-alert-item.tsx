import { type SosAlert, sosCallerName } from '@taxi/contracts';
import { Check, ChevronRight, Clock, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatPhone } from '@/components/people-table/format-phone';
import { Button } from '@/components/ui/button';
import { HiddenOnPhone, VisuallyHidden } from '@/components/ui/feedback';
import { PhoneLink } from '@/components/ui/phone-link';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { sosLabel } from '@/features/sos/utils/sos-label';

const StyledItem = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
`;

// One line per alert: the name (opens the details), the call-back link, how long ago and Vyřízeno.
const StyledLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    gap: ${({ theme }) => theme.space.sm};
    min-height: 34px;
    padding: 1px ${({ theme }) => theme.space.sm};
  }
`;

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 0 1 auto;
  min-width: 0;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex: 1 1 auto;
  }
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledPhone = styled(PhoneLink)`
  justify-content: center;
  min-height: 32px;
  min-width: 32px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.danger};
  text-decoration-color: currentColor;
  text-decoration-thickness: 1px;
`;

const StyledAgo = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const StyledAction = styled.div`
  margin-left: auto;
  flex: none;
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm} 36px`};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[hidden] {
    display: none;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const UNKNOWN_PHONE = 'Telefon neznámý';

export type SosAlertItemProps = {
  alert: SosAlert;
  now: number;
  busy: boolean;
  onDismiss: (alert: SosAlert) => void;
};

/** One open alert on one line: who, a call-back link, how long ago and Vyřízeno; the name opens the details. */
export function SosAlertItem({ alert, now, busy, onDismiss }: SosAlertItemProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const name = sosCallerName(alert);
  // An alert the server sent without its caller still shows, with no number to call back.
  const phone = alert.user?.phone.trim() ?? '';
  const ago = alert.createdAt ? formatTimeAgo(alert.createdAt, now) : undefined;
  return (
    <StyledItem>
      <StyledLine>
        <StyledToggle
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={`${name} – podrobnosti`}
          title={name}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronRight size={16} aria-hidden />
          <StyledName>{name}</StyledName>
        </StyledToggle>
        {phone ? (
          <StyledPhone phone={phone}>
            <Phone size={16} aria-hidden />
            <VisuallyHidden>Volat </VisuallyHidden>
            {/* A phone has no room for the number: the icon calls, the number is in the details. */}
            <HiddenOnPhone>{formatPhone(phone)}</HiddenOnPhone>
          </StyledPhone>
        ) : (
          <StyledAgo>{UNKNOWN_PHONE}</StyledAgo>
        )}
        {alert.createdAt && (
          <StyledAgo>
            <Clock size={14} aria-hidden />
            <time dateTime={alert.createdAt}>{ago}</time>
          </StyledAgo>
        )}
        <StyledAction>
          <Button
            variant="secondary"
            size="sm"
            icon={<Check size={16} aria-hidden />}
            disabled={busy}
            aria-label={`Vyřízeno – ${sosLabel(name)}`}
            onClick={() => onDismiss(alert)}
          >
            Vyřízeno
          </Button>
        </StyledAction>
      </StyledLine>
      <StyledDetails id={detailsId} hidden={!expanded}>
        <dt>Zákazník</dt>
        <dd>{name}</dd>
        <dt>Telefon</dt>
        <dd>{phone ? <PhoneLink phone={phone} /> : UNKNOWN_PHONE}</dd>
        {alert.createdAt && (
          <>
            <dt>Nahlášeno</dt>
            <dd>
              {formatDateTime(alert.createdAt)} ({ago})
            </dd>
          </>
        )}
      </StyledDetails>
    </StyledItem>
  );
}

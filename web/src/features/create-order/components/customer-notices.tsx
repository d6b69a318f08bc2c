import { displayName, type User, type Vip } from '@taxi/contracts';
import { Ban, Star } from 'lucide-react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/feedback';

const StyledNotice = styled.div<{ $tone: 'danger' | 'brand' | 'muted' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme, $tone }) =>
    $tone === 'danger'
      ? `background: ${theme.colors.dangerSoft}; color: ${theme.colors.danger}; border: 1px solid ${theme.colors.danger};`
      : $tone === 'brand'
        ? `background: ${theme.colors.brandSoft}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.brand};`
        : `color: ${theme.colors.textMuted};`}
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
  p {
    margin: 0;
  }
`;

export type CustomerNoticesProps = {
  blacklisted: User | undefined;
  vip: Vip | undefined;
  /** The user or VIP list failed to load, so nothing could be checked. */
  unavailable: boolean;
};

/** What the typed phone says about the customer: blacklisted (a warning only) or VIP (a discount). */
export function CustomerNotices({ blacklisted, vip, unavailable }: CustomerNoticesProps) {
  return (
    <>
      {blacklisted && (
        <StyledNotice $tone="danger" role="alert">
          <Ban size={18} aria-hidden />
          <p>
            <strong>Pozor: zákazník s tímto číslem je na blacklistu.</strong> {displayName(blacklisted)}.
            Objednávku lze přesto odeslat.
          </p>
        </StyledNotice>
      )}
      {vip && (
        <StyledNotice $tone="brand" role="status">
          <Star size={18} aria-hidden />
          <p>
            <Badge $tone="neutral">VIP sleva {vip.discount} %</Badge> Kód {vip.code}, sleva je odečtena z
            ceny.
          </p>
        </StyledNotice>
      )}
      {unavailable && (
        <StyledNotice $tone="muted">
          <p>Blacklist a VIP kódy se nepodařilo načíst, číslo nelze zkontrolovat.</p>
        </StyledNotice>
      )}
    </>
  );
}

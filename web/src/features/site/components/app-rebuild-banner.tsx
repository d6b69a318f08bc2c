import { TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { useMessages } from '@/i18n/locale-context';

const StyledBanner = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space.md} ${theme.space.lg}` : `${theme.space.lg} ${theme.space.xl}`)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-left-width: 6px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.textStrong};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.md : theme.font.size.lg)};
  }
`;

/** The warning that the mobile app is unavailable while it is being rebuilt (landing and footer). */
export function AppRebuildBanner({ compact = false }: { compact?: boolean }) {
  const t = useMessages().site.appRebuild;
  return (
    <StyledBanner $compact={compact} role="note">
      <TriangleAlert size={compact ? 20 : 24} aria-hidden />
      <p>
        <strong>{t.title}</strong> {t.text} {t.byPhone}
      </p>
    </StyledBanner>
  );
}

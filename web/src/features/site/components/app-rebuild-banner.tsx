import { TriangleAlert } from 'lucide-react';
import styled from 'styled-components';

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

export const APP_REBUILD_TITLE = 'Aplikace je dočasně nedostupná';
export const APP_REBUILD_TEXT = 'Kompletně ji pro vás předěláváme. Těšíme se na vás v novém roce!';

/** The warning that the mobile app is unavailable while it is being rebuilt (landing and footer). */
export function AppRebuildBanner({ compact = false }: { compact?: boolean }) {
  return (
    <StyledBanner $compact={compact} role="note">
      <TriangleAlert size={compact ? 20 : 24} aria-hidden />
      <p>
        <strong>{APP_REBUILD_TITLE}</strong> {APP_REBUILD_TEXT} Taxi si mezitím objednáte telefonem.
      </p>
    </StyledBanner>
  );
}

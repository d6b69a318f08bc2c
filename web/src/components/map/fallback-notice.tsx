import styled from 'styled-components';

export const FALLBACK_NOTICE = 'Mapové podklady nejsou dostupné – zobrazeno zjednodušené schéma';

// Bottom left, above the attribution line, clear of the zoom buttons and the view controls at the top.
const StyledNotice = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.xl};
  z-index: 1001;
  max-width: min(26rem, calc(100% - 2 * ${({ theme }) => theme.space.sm}));
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.35;
  pointer-events: none;
`;

/** Says, on the map, that the background is the simplified schema rather than the real map. */
export function FallbackNotice() {
  return <StyledNotice role="status">{FALLBACK_NOTICE}</StyledNotice>;
}

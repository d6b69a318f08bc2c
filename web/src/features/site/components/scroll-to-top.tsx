import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '@/i18n/locale-context';
import { scrollBackToTop, watchScrollToTop } from '@/features/site/scroll-to-top-watch';

// Hidden unless `data-visible="true"`: an attribute rather than a styled prop, so the static pages'
// script (enhanceScrollToTop) can switch the prerendered link the same way React does.
const StyledLink = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: 40;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  opacity: 0;
  visibility: hidden;
  transform: translateY(12px);
  transition:
    opacity ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal},
    visibility ${({ theme }) => theme.motion.normal};
  &[data-visible='true'] {
    opacity: 1;
    visibility: visible;
    transform: translateY(0);
  }
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

/**
 * "Back to the top" link that appears once the visitor has scrolled down, and steps aside while a
 * form's message or the footer (`data-keep-clear`) would be under it.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const label = useMessages().site.backToTop;

  useEffect(() => watchScrollToTop(setVisible), []);

  return (
    <StyledLink
      href="#top"
      aria-label={label}
      title={label}
      data-scroll-to-top
      data-visible={visible}
      onClick={(event) => {
        event.preventDefault();
        scrollBackToTop();
      }}
    >
      <ArrowUp size={22} aria-hidden />
    </StyledLink>
  );
}

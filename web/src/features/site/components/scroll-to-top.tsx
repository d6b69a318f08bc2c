import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '../hooks/prefers-reduced-motion';

const SHOW_AFTER_PX = 600;

const StyledLink = styled.a<{ $visible: boolean }>`
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
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  transform: translateY(${({ $visible }) => ($visible ? '0' : '12px')});
  transition:
    opacity ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal},
    visibility ${({ theme }) => theme.motion.normal};
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

/** "Back to the top" link that appears once the visitor has scrolled down. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <StyledLink
      href="#top"
      aria-label="Zpět nahoru"
      title="Zpět nahoru"
      $visible={visible}
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp size={22} aria-hidden />
    </StyledLink>
  );
}

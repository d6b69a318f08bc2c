import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '@/features/site/hooks/prefers-reduced-motion';

const SHOW_AFTER_PX = 600;
// The corner the button takes: its 48 px and the 16 px around it.
const CORNER_PX = 80;

/** Whether something that must stay readable (a form's message, the footer) is under the button's corner. */
export function cornerIsTaken(
  boxes: readonly Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>[],
  viewport: { width: number; height: number },
): boolean {
  return boxes.some(
    (box) =>
      box.bottom > viewport.height - CORNER_PX &&
      box.top < viewport.height &&
      box.right > viewport.width - CORNER_PX &&
      box.left < viewport.width,
  );
}

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

/**
 * "Back to the top" link that appears once the visitor has scrolled down, and steps aside while a
 * form's message or the footer (`data-keep-clear`) would be under it.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const boxes = [...document.querySelectorAll('[data-keep-clear]')].map((element) =>
        element.getBoundingClientRect(),
      );
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setVisible(window.scrollY > SHOW_AFTER_PX && !cornerIsTaken(boxes, viewport));
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A message that appears without scrolling (the contact form's answer) is checked too.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
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

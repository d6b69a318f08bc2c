import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ResponsiveImage } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { fill } from '@/i18n/fill';
import { useMessages } from '@/i18n/locale-context';

/** The static page's script writes the dialog's title from this template (gallery-lightbox.ts). */
export const TITLE_TEMPLATE_ATTRIBUTE = 'data-title-template';

const StyledFigure = styled.figure`
  margin: 0;
  img {
    width: auto;
    max-width: 100%;
    max-height: calc(100dvh - 220px);
    margin: 0 auto;
    border-radius: ${({ theme }) => theme.radius.md};
    object-fit: contain;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.md};
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  p {
    display: none;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    p {
      display: block;
    }
  }
`;

export type LightboxProps = {
  images: readonly ResponsiveImage[];
  /** The open photo, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/**
 * A photo shown large: arrow keys or the buttons move between photos, Escape closes. Closed, it
 * keeps the first photo's markup (not loaded: lazy in a hidden dialog), which the static page's
 * script (gallery-lightbox.ts) fills and opens without React.
 */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const count = images.length;
  const t = useMessages().gallery;
  const open = index !== null;
  const shown = index ?? 0;

  useEffect(() => {
    if (index === null) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        onIndexChange((index + 1) % count);
      } else if (event.key === 'ArrowLeft') {
        onIndexChange((index - 1 + count) % count);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndexChange]);

  const image = images[shown];
  return (
    <Dialog
      open={open}
      onClose={() => onIndexChange(null)}
      title={index === null ? t.dialogClosed : fill(t.dialog, { number: index + 1, count })}
      width="1100px"
      closeLabel={t.close}
      renderClosed
    >
      {image && (
        <>
          <StyledFigure>
            <Picture
              image={image}
              sizes="min(1100px, 100vw)"
              variant="large"
              loading={open ? 'eager' : 'lazy'}
            />
            <figcaption>{image.alt}</figcaption>
          </StyledFigure>
          <StyledNav>
            <IconButton
              label={t.previous}
              variant="secondary"
              icon={<ChevronLeft size={22} aria-hidden />}
              onClick={() => onIndexChange((shown - 1 + count) % count)}
              data-gallery-step="-1"
            />
            <p {...{ [TITLE_TEMPLATE_ATTRIBUTE]: t.dialog }}>{t.keys}</p>
            <IconButton
              label={t.next}
              variant="secondary"
              icon={<ChevronRight size={22} aria-hidden />}
              onClick={() => onIndexChange((shown + 1) % count)}
              data-gallery-step="1"
            />
          </StyledNav>
        </>
      )}
    </Dialog>
  );
}

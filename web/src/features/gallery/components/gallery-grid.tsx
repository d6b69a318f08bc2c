import { Expand } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { ResponsiveImage } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { fill } from '@/i18n/fill';
import { useMessages } from '@/i18n/locale-context';
import { Lightbox } from './lightbox';

const StyledGrid = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledTile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.rowMuted};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: zoom-in;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform 400ms ease;
  }
  &:hover img {
    transform: scale(1.04);
  }
  &:focus-visible {
    outline-offset: 3px;
  }
`;

const StyledNumber = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const StyledZoom = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.dark} 75%, transparent);
  color: ${({ theme }) => theme.colors.textOnDark};
`;

/**
 * The gallery grid (1 / 2 / 3 columns); a photo opens large in the lightbox. On the prerendered
 * page gallery-lightbox.ts does what the state below does, without React (`data-gallery`).
 */
export function GalleryGrid({ images }: { images: readonly ResponsiveImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const t = useMessages().gallery;

  return (
    <div data-gallery>
      <StyledGrid>
        {images.map((image, index) => (
          <li key={image.files[0].jpeg}>
            <StyledTile
              type="button"
              aria-label={fill(t.tile, { number: index + 1, alt: image.alt })}
              onClick={() => setOpen(index)}
            >
              <Picture
                image={image}
                sizes="(min-width: 1200px) 370px, (min-width: 768px) 31vw, (min-width: 576px) 47vw, calc(100vw - 32px)"
              />
              <StyledNumber aria-hidden>{index + 1}</StyledNumber>
              <StyledZoom aria-hidden>
                <Expand size={18} />
              </StyledZoom>
            </StyledTile>
          </li>
        ))}
      </StyledGrid>
      <Lightbox images={images} index={open} onIndexChange={setOpen} />
    </div>
  );
}

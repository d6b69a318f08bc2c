import L from 'leaflet';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import styled from 'styled-components';

export const FALLBACK_NOTICE = 'Mapové podklady nejsou dostupné – zobrazeno zjednodušené schéma';

const StyledNotice = styled.p`
  max-width: min(26rem, 75vw);
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.35;
  text-align: left;
`;

/**
 * Says, on the map, that the background is the simplified schema. A Leaflet control in the bottom
 * right corner: it stacks above the attribution however that wraps, clear of the top controls.
 */
export function FallbackNotice() {
  const map = useMap();
  const [container] = useState(() => document.createElement('div'));
  useEffect(() => {
    const control = new L.Control({ position: 'bottomright' });
    control.onAdd = () => container;
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, container]);
  return createPortal(<StyledNotice role="status">{FALLBACK_NOTICE}</StyledNotice>, container);
}

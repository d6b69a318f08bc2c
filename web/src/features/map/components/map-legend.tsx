import type { PathOptions } from 'leaflet';
import styled from 'styled-components';
import { ORDER_STYLES, STALE_VEHICLE_STYLE, VEHICLE_STYLE } from '@/features/map/utils/marker-styles';

const ITEMS: readonly { label: string; style: PathOptions; size: number; dashed?: boolean }[] = [
  { label: 'Vozidlo', style: VEHICLE_STYLE, size: 16 },
  { label: 'Vozidlo – stará poloha', style: STALE_VEHICLE_STYLE, size: 16, dashed: true },
  { label: 'Objednávka: čeká', style: ORDER_STYLES.waiting, size: 12 },
  { label: 'Objednávka: Přijato', style: ORDER_STYLES.accepted, size: 12 },
  { label: 'Objednávka: jiný stav', style: ORDER_STYLES.other, size: 12 },
];

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledSwatch = styled.span<{ $style: PathOptions; $size: number; $dashed: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ $style }) => $style.fillColor};
  border: 2px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $style }) => $style.color};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
`;

/** What the marker colours mean (the same style objects the map draws with). */
export function MapLegend() {
  return (
    <StyledLegend aria-label="Legenda mapy">
      {ITEMS.map((item) => (
        <StyledItem key={item.label}>
          <StyledSwatch $style={item.style} $size={item.size} $dashed={item.dashed ?? false} aria-hidden />
          {item.label}
        </StyledItem>
      ))}
    </StyledLegend>
  );
}

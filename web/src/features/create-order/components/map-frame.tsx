import { MapPinned } from 'lucide-react';
import styled from 'styled-components';
import { ROUTE_MAP_HEIGHT } from './route-map-types';

/** The box both renderers share: the spec's 75vh, the UI's border and corners. */
export const MapFrame = styled.div`
  height: ${ROUTE_MAP_HEIGHT};
  min-height: 280px;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.rowMuted};
`;

const StyledPlaceholder = styled(MapFrame)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl};
`;

/** Where the map will be, while its configuration or its script loads, or when the script failed. */
export function MapPlaceholder({ text, failed }: { text: string; failed?: boolean }) {
  return (
    <StyledPlaceholder role={failed ? 'alert' : 'status'}>
      <MapPinned size={32} aria-hidden />
      <p>{text}</p>
    </StyledPlaceholder>
  );
}

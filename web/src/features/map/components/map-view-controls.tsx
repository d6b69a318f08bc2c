import styled from 'styled-components';
import { Button } from '@/components/ui/button';

// Over the map's top-right corner, which Leaflet leaves empty (zoom top left, attribution bottom right).
const StyledControls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  button {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/**
 * "Zobrazit vše" fits every car and active order into the view (cars outside the starting view
 * otherwise sit past its edge); "Výchozí pohled" returns to the spec's centre and zoom.
 */
export function MapViewControls({
  canShowAll,
  onShowAll,
  onShowHome,
}: {
  canShowAll: boolean;
  onShowAll: () => void;
  onShowHome: () => void;
}) {
  return (
    <StyledControls role="group" aria-label="Výřez mapy" data-map-overlay>
      <Button
        variant="secondary"
        size="sm"
        onClick={onShowAll}
        disabled={!canShowAll}
        title={
          canShowAll
            ? 'Přiblížit mapu tak, aby byla vidět všechna vozidla a aktivní objednávky'
            : 'Na mapě zatím nic není'
        }
      >
        Zobrazit vše
      </Button>
      <Button variant="secondary" size="sm" onClick={onShowHome} title="Zpět na výchozí výřez mapy">
        Výchozí pohled
      </Button>
    </StyledControls>
  );
}

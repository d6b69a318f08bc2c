import { MapPinned } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { useMapConfig } from '@/components/map/use-map-config';
import {
  markGoogleMapsFailed,
  useGoogleMapsFailed,
} from '@/features/create-order/hooks/use-google-maps-failure';
import { MapPlaceholder } from './map-frame';
import type { RouteMapProps } from './route-map-types';

type GoogleRenderer = ComponentType<RouteMapProps & { apiKey: string }>;

/** Stands in for Google's renderer whose code could not be downloaded: reports it, so Leaflet draws. */
function GoogleRendererMissing() {
  useEffect(() => markGoogleMapsFailed(), []);
  return <MapPlaceholder text="Načítám mapu…" />;
}

/** Google's renderer, or a stand-in that reports the failure when its chunk does not download. */
export function loadGoogleRenderer(
  load: () => Promise<{ GoogleRouteMap: GoogleRenderer }> = () => import('./google-route-map'),
): Promise<{ default: GoogleRenderer }> {
  return load().then(
    (module) => ({ default: module.GoogleRouteMap }),
    () => ({ default: GoogleRendererMissing }),
  );
}

// Each renderer is a chunk of its own, downloaded only when it draws: Google's when the gateway is
// configured with a Google browser key, Leaflet's otherwise (and when Google's fails).
const GoogleRouteMap = lazy(() => loadGoogleRenderer());
const LeafletRouteMap = lazy(() =>
  import('./leaflet-route-map').then((module) => ({ default: module.LeafletRouteMap })),
);

const StyledArea = styled.div`
  position: relative;
  .route-pin {
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.surface},
      ${({ theme }) => theme.shadow.md};
  }
  .route-pin--pickup {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.text};
  }
  .route-pin--car {
    box-sizing: border-box;
    border: 2px solid ${({ theme }) => theme.colors.dark};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textStrong};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .route-pin--destination {
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

// Leaflet's panes and controls use z-index up to 1000: this keeps them under the hint and the form.
const StyledMapLayer = styled.div`
  position: relative;
  z-index: 0;
  isolation: isolate;
`;

const StyledHint = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: max-content;
  max-width: calc(100% - 32px);
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  pointer-events: none;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.brandHover};
  }
`;

/**
 * The create-order map: Leaflet by default, Google's when the gateway routes with Google. When
 * Google's map fails (offline, bad key, quota), Leaflet's built-in schema with its notice instead.
 */
export function RouteMap(props: RouteMapProps) {
  const config = useMapConfig();
  const googleFailed = useGoogleMapsFailed();
  const googleKey = config.data?.googleBrowserKey;
  return (
    <StyledArea>
      <StyledMapLayer>
        <Suspense fallback={<MapPlaceholder text="Načítám mapu…" />}>
          {config.isPending ? (
            <MapPlaceholder text="Načítám mapu…" />
          ) : googleKey && googleFailed ? (
            <LeafletRouteMap {...props} schemaOnly />
          ) : googleKey ? (
            <GoogleRouteMap apiKey={googleKey} {...props} />
          ) : (
            <LeafletRouteMap {...props} />
          )}
        </Suspense>
      </StyledMapLayer>
      {!props.path && (
        <StyledHint>
          <MapPinned size={18} aria-hidden />
          Po výběru míst Odkud a Kam se tu zobrazí trasa.
        </StyledHint>
      )}
    </StyledArea>
  );
}

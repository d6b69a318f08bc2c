import L, { type PointExpression } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { leafletText } from '@/components/map/leaflet-text';
import type { LabelSide } from '@/features/map/utils/plate-placement';

export type PlateLabel = {
  lat: number;
  lng: number;
  plate: string;
  /** Null: no label (the car gets its details on hover only). */
  side: LabelSide | null;
  offset: PointExpression;
  stale: boolean;
  /** While the pointer is over the car its details show instead. */
  hidden: boolean;
};

const SIDES: readonly LabelSide[] = ['right', 'left', 'bottom', 'top'];

function classes({ side, stale }: Pick<PlateLabel, 'side' | 'stale'>): string {
  return `vehicle-tooltip is-label is-${side ?? 'top'}${stale ? ' is-stale' : ''}`;
}

/**
 * A car's plate beside it: a plain Leaflet tooltip on the map, moved, reworded and restyled in place
 * as the car and its label side change, and removed when the car loses its label. The plate is set
 * as text (`leafletText`): a tracker's device name may be markup, and Leaflet writes a string as HTML.
 * Plain Leaflet (no React inside): React gives every tree it renders into (a portal) its own full set
 * of event listeners, about a hundred, so a label per portal made the map's listener count follow the
 * labels on screen and every label change replace a tooltip with all its listeners.
 */
export function usePlateLabel(label: PlateLabel): void {
  const map = useMap();
  const tooltip = useRef<L.Tooltip | null>(null);
  const shown = label.side !== null && !label.hidden;
  // Made with what the label is when it appears; the effect below keeps it current afterwards.
  const create = useEffectEvent(() =>
    L.tooltip({
      permanent: true,
      interactive: false,
      direction: label.side ?? 'top',
      offset: label.offset,
      className: classes(label),
    })
      .setLatLng([label.lat, label.lng])
      .setContent(leafletText(label.plate)),
  );

  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const created = create().addTo(map);
    tooltip.current = created;
    return () => {
      created.remove();
      tooltip.current = null;
    };
  }, [map, shown]);

  const { lat, lng, plate, side, offset, stale } = label;
  useEffect(() => {
    const current = tooltip.current;
    if (!current || side === null) {
      return;
    }
    current.options.direction = side;
    current.options.offset = offset;
    const element = current.getElement();
    if (element) {
      for (const other of SIDES) {
        element.classList.toggle(`is-${other}`, other === side);
      }
      element.classList.toggle('is-stale', stale);
    }
    const content = current.getContent();
    if (!(content instanceof HTMLElement) || content.textContent !== plate) {
      current.setContent(leafletText(plate));
    }
    // Places it anew, by the options above.
    current.setLatLng([lat, lng]);
  }, [lat, lng, plate, side, offset, stale]);
}

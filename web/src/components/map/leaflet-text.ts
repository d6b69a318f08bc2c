/**
 * Text for a Leaflet API that writes a string as HTML (tooltip and popup content, a divIcon's `html`):
 * an element whose text is `text`. A plate or a name from another system then shows as the characters
 * it is; Leaflet never parses it. The value itself is never changed (a re-dispatch sends back what it read).
 */
export function leafletText(text: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

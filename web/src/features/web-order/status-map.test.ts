import { describe, expect, it } from 'vitest';
import { cs } from '@/i18n/cs';
import { de } from '@/i18n/de';
import { en } from '@/i18n/en';
import { createCarMap } from './status-map';

describe('the status page map', () => {
  it.each([
    ['cs', cs.orderStatus, 'Přiblížit', 'Oddálit'],
    ['de', de.orderStatus, 'Vergrößern', 'Verkleinern'],
    ['en', en.orderStatus, 'Zoom in', 'Zoom out'],
  ])('names its zoom buttons and the car in the page’s language (%s)', (_locale, words, zoomIn, zoomOut) => {
    const container = document.createElement('div');
    document.body.append(container);
    createCarMap(container, words).show({ lat: 50.53, lng: 14.13 });
    const buttons = [...container.querySelectorAll('.leaflet-control-zoom a')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([zoomIn, zoomOut]);
    expect(buttons.map((button) => button.getAttribute('title'))).toEqual([zoomIn, zoomOut]);
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(words.carMarker);
    container.remove();
  });
});

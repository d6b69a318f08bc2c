import { BRAND_TEXT, BRAND_YELLOW, DRAWER_WIDTH_PX } from '@taxi/contracts';

/** Design tokens: every colour, size and spacing of the UI comes from here. */
export const theme = {
  colors: {
    brand: BRAND_YELLOW,
    brandHover: '#F0B400',
    brandSoft: '#FFF4CC',
    text: BRAND_TEXT,
    textStrong: '#262626',
    textMuted: '#5F5F5F',
    textOnDark: '#FFFFFF',
    background: '#F5F5F2',
    surface: '#FFFFFF',
    surfaceMuted: '#FAFAF8',
    dark: '#2B2B2B',
    border: '#E2E2DE',
    borderStrong: '#C9C9C4',
    rowMuted: '#E9E9E6',
    focus: '#1A5FD0',
    danger: '#B3261E',
    dangerSoft: '#FCE8E6',
    success: '#1E7B34',
    successSoft: '#E6F4EA',
    warning: '#8A5A00',
    warningSoft: '#FFF4D6',
    info: '#1A5FD0',
    infoSoft: '#E8F0FE',
  },
  /** The simplified map drawn when tiles cannot load: muted, so cars, orders and routes stand out. */
  map: {
    outside: '#E4E2DB',
    land: '#F4F2EC',
    border: '#9C968A',
    road: '#FFFFFF',
    roadCasing: '#B8B2A5',
    label: '#4A4740',
    labelMuted: '#66625A',
    labelHalo: '#FFFFFF',
    stand: '#6B675F',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.5rem',
      xxl: '2rem',
      hero: '2.75rem',
    },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 2px 8px rgba(0, 0, 0, 0.08)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  },
  breakpoint: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
  layout: {
    drawerWidth: `${DRAWER_WIDTH_PX}px`,
    drawerCollapsedWidth: '64px',
    topBarHeight: '56px',
    contentMax: '1200px',
  },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type Theme = typeof theme;

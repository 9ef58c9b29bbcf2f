const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** The one visual vocabulary of the app: every colour, gap, radius and breakpoint comes from here. */
export const theme = {
  colors: {
    brand: '#ea580c',
    brandStrong: '#c2410c',
    brandStronger: '#9a3412',
    brandSoft: '#fff7ed',
    brandBorder: '#fed7aa',
    text: '#1c1917',
    textMuted: '#57534e',
    surface: '#ffffff',
    surfaceMuted: '#fafaf9',
    border: '#e7e5e4',
    danger: '#dc2626',
    dangerStrong: '#b91c1c',
    focus: '#2563eb',
    onBrand: '#ffffff',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: 'clamp(1.875rem, 1.2rem + 2.8vw, 3rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgb(28 25 23 / 0.06), 0 8px 24px rgb(28 25 23 / 0.08)',
    menu: '0 12px 32px rgb(28 25 23 / 0.16)',
  },
  breakpoints,
  layout: { maxWidth: '1200px', heroMaxHeight: '600px' },
} as const;

export type AppTheme = typeof theme;

/** Media queries for styled-components: `up` from a breakpoint, `down` strictly below it. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
};

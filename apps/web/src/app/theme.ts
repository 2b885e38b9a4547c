import { amber, cyan, pink, purple } from '@mui/material/colors';
import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    /** Colour of everything about mods (spec §1). */
    mods: Palette['primary'];
    /** Colour of everything about models: avatars and stages (spec §1). */
    models: Palette['primary'];
  }
  interface PaletteOptions {
    mods?: PaletteOptions['primary'];
    models?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    mods: true;
    models: true;
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    mods: true;
    models: true;
  }
}

/** Sidebar width in px (spec §9). */
export const SIDEBAR_WIDTH = 250;

/**
 * The keyboard focus ring (WCAG 2.4.7, 1.4.11): 2 px amber, 11.5:1 on the page background and
 * 10.4:1 on paper. Outside the element by default; inset where a scrolling or clipping parent
 * (tabs, menus, lists) would cut an outer ring off.
 */
export const FOCUS_RING = { outline: `2px solid ${amber[500]}`, outlineOffset: 2 } as const;
const INSET_FOCUS_RING = { ...FOCUS_RING, outlineOffset: -2 } as const;

/** Dark text on light palette colours: MUI's dark-text colour (87 % black). */
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/**
 * The site's dark theme (spec §1): primary pink, accent (secondary) amber, mods purple, models cyan.
 * Breakpoints follow spec §9: `md` (960 px) is where mobile ends, `lg` (1264 px) is where the
 * sidebar becomes permanent.
 *
 * Contrast (WCAG 2.1 AA, 4.5:1 for text; docs/decisions/0024): every palette colour is used both as
 * text on the dark background (text buttons, links, outlined chips) and as a fill under text
 * (contained buttons, filled chips). Pink 300 reads at 6.1:1 on the page and 5.5:1 on paper, and
 * carries dark text at 6.9:1 (pink 400 with white text was 3.76:1). `contrastThreshold: 4.5`
 * makes MUI pick the text colour of every other palette colour (success, error, …) by the same bar.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: pink[300], light: pink[200], dark: pink[400], contrastText: DARK_TEXT },
    secondary: { main: amber[500], contrastText: DARK_TEXT },
    // purple 300: 5.3:1 as text on the page; white on it was 3.56:1, dark text is 5.9:1
    mods: { main: purple[300], contrastText: DARK_TEXT },
    models: { main: cyan[400], contrastText: '#000' },
    background: { default: '#121216', paper: '#1c1c22' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Visible focus for keyboard users everywhere, not only on MUI inputs.
        ':focus-visible': FOCUS_RING,
      },
    },
    // ButtonBase sets `outline: 0`, which beats the global rule: buttons, icon buttons, chips,
    // card action areas and list items get the ring back here.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
  },
});

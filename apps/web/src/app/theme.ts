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
 * The site's dark theme (spec §1): primary pink, accent (secondary) amber, mods purple, models cyan.
 * Breakpoints follow spec §9: `md` (960 px) is where mobile ends, `lg` (1264 px) is where the
 * sidebar becomes permanent.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
  palette: {
    mode: 'dark',
    primary: { main: pink[400] },
    secondary: { main: amber[500] },
    mods: { main: purple[300], contrastText: '#fff' },
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
        ':focus-visible': { outline: `2px solid ${amber[500]}`, outlineOffset: 2 },
      },
    },
  },
});

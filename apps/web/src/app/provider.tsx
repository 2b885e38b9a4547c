import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { type SnackbarKey, SnackbarProvider, useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { serverMatchMedia } from '../ssr/server-media.ts';
import { DeviceProvider } from '../device/react/device-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionKeeper } from './session-keeper.tsx';
import { theme } from './theme.ts';

/**
 * The close button on every toast: a message can be put away at once instead of waiting out its
 * 4 s (WCAG 2.2.4 interruptions), by mouse or keyboard.
 */
function DismissToast({ toast }: { toast: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Dismiss notification"
      onClick={() => closeSnackbar(toast)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Everything a page relies on: the dark theme, TanStack Query, notistack snackbars (spec §8 messages;
 * the same message is not stacked twice while it shows; each has a "Dismiss notification" button),
 * the session upkeep and the device connection (DeviceProvider, design.md §4). Tests may pass their own
 * `queryClient`. `ssrWidth` is set only when rendering on the server (docs/decisions/0029): the screen
 * width (px) media queries answer for there.
 */
export function AppProvider({
  children,
  queryClient,
  ssrWidth,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  ssrWidth?: number;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [pageTheme] = useState(() =>
    ssrWidth === undefined
      ? theme
      : createTheme(theme, {
          components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: serverMatchMedia(ssrWidth) } } },
        }),
  );
  return (
    <ThemeProvider theme={pageTheme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          preventDuplicate
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          action={(toast) => <DismissToast toast={toast} />}
        >
          <SessionKeeper />
          <DeviceProvider>{children}</DeviceProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { DeviceProvider } from '../device/react/device-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionKeeper } from './session-keeper.tsx';
import { theme } from './theme.ts';

/**
 * Everything a page relies on: the dark theme, TanStack Query, notistack snackbars (spec §8 messages;
 * the same message is not stacked twice while it shows),
 * the session upkeep and the device connection (DeviceProvider, design.md §4). Tests may pass their own
 * `queryClient`.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          preventDuplicate
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <SessionKeeper />
          <DeviceProvider>{children}</DeviceProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { safeRedirect } from '../../../config/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { LoginForm } from '../components/login-form.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';
import { RegisterForm } from '../components/register-form.tsx';

type Mode = 'signin' | 'register';

/**
 * `/login`: sign in or create an account (spec §4 "Login"; design.md §2 "Auth"). Once signed in it goes
 * to `?redirect=` (a path on this site) or home (spec §4). `?tab=register` opens the second tab.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  // Local state switches the form at once; the URL follows so the tab survives a reload.
  const [mode, setMode] = useState<Mode>(params.get('tab') === 'register' ? 'register' : 'signin');
  useDocumentTitle(mode === 'register' ? 'Create account' : 'Sign in');

  if (session) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const handleTab = (_: unknown, next: Mode) => {
    setMode(next);
    const nextParams = new URLSearchParams(params);
    if (next === 'register') nextParams.set('tab', 'register');
    else nextParams.delete('tab');
    setParams(nextParams, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {mode === 'register' ? 'Create your Synthhub account' : 'Sign in to Synthhub'}
        </Typography>
        <Tabs value={mode} onChange={handleTab} variant="fullWidth" sx={{ mb: 3 }}>
          <Tab value="signin" label="Sign in" id="login-tab-signin" aria-controls="login-panel" />
          <Tab value="register" label="Create account" id="login-tab-register" aria-controls="login-panel" />
        </Tabs>
        <Box id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${mode}`}>
          {mode === 'register' ? <RegisterForm key="register" /> : <LoginForm key="signin" />}
        </Box>
        <ProviderButtons redirect={safeRedirect(params.get('redirect'))} />
      </Paper>
    </Box>
  );
}

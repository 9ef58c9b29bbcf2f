import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AccessTokenBridge } from '../auth/access-token-bridge';
import { accessTokenSource } from '../auth/access-token-source';
import { AuthProvider } from '../auth/auth-provider';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { AppRoutes } from './routes';
import { ToasterSlot } from './toaster-slot';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <AccessTokenBridge source={accessTokenSource} />
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <ToasterSlot />
            <AppRoutes />
          </ThemeProvider>
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>
  );
}

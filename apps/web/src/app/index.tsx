import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { RootShell } from './routes/root';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <RootShell />
      </BrowserRouter>
    </AppProvider>
  );
}

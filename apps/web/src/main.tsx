import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(<App />);

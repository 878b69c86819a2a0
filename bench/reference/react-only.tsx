/**
 * The React-only reference page of bench/bundle.mjs: the least a React 19 page can ship (react,
 * react-dom/client and the JSX runtime rendering one element), built with the app's esbuild options
 * so the app's initial JS can be compared against it. Not a benchmark itself (bench/run.mjs runs
 * only the files directly in bench/).
 */
import { createRoot } from 'react-dom/client';

const root = document.getElementById('main-content');
if (root) createRoot(root).render(<p>Hello</p>);

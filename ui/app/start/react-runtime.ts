// Start-up stage 1: React's runtime (react, react-dom, the scheduler; ~215 KB of the ~400 KB the shell needs),
// evaluated in a task of its own before the app's modules. Importing it is the point; the re-export keeps the
// bundler from folding it into the next stage.
export { createRoot } from 'react-dom/client';

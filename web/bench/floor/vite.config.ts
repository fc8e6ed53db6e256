import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStyle } from '../../build/antd-style.js';

/** The bench's reference page (main.tsx), built by server/bench/console.ts into FLOOR_OUT. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdStyle()],
  logLevel: 'warn',
  build: { outDir: process.env.FLOOR_OUT ?? 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
});

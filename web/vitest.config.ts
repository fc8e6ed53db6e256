import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serverMessages } from './build/server-messages.js';

export default defineConfig({
  plugins: [react(), serverMessages()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
    testTimeout: 15_000,
  },
});

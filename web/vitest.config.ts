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
    // Catches a hang, does not check speed: tests that take 2-4 s alone took 15 s and more on a shared 2-core machine
    // at load 18 (antd renders in jsdom are CPU-bound).
    testTimeout: 60_000,
  },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Modes: `development` (npm start) and `demo` (npm run build:demo) run the in-browser mock backend;
// `production` (npm run build) talks to VITE_API_URL and contains no msw or faker code.
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', reportCompressedSize: false },
  test: {
    include: ['{src,machines,mocks,tests}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 15_000,
  },
});

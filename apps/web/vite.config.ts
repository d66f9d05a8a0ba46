import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server (apps/server) serves dist/ in production; in development Vite proxies the API to it.
const API_TARGET = 'http://localhost:3000'
const proxiedPaths = ['/api', '/csrf-token', '/x-sandbox', '/healthz']

// Vite requires a default export here.
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Defaults kept on purpose: every JS and CSS file is content-hashed under /assets/, so the
    // server can cache them forever while index.html stays no-cache.
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
})

// The floor the app is compared against: node:http and nothing else, answering every request with the
// status, headers and body bytes it receives over IPC (the app's own answer, captured by the bench).
// Run with plain node in a child process by scripts/bench/bare.ts, like the app, so both are measured
// the same way.
import http from 'node:http'

process.once('message', ({ body, headers }) => {
  const bytes = Buffer.from(body)
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers)
    res.end(bytes)
  })
  // Fastify's default, so even the Keep-Alive header is the same byte for byte.
  server.keepAliveTimeout = 72_000
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
  process.once('disconnect', () => server.close(() => process.exit(0)))
})

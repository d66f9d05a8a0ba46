// Preloaded (node --expose-gc --import) into the server whose memory the bench measures: runs a full
// garbage collection when the bench asks over IPC, so "idle after GC" means what it says. Nothing else.
if (process.send && typeof globalThis.gc === 'function') {
  const gc = globalThis.gc
  process.on('message', (message) => {
    if (message !== 'gc') return
    gc()
    process.send?.('gc-done')
  })
  // The IPC channel alone must not keep a server alive that would otherwise exit.
  process.channel?.unref()
}

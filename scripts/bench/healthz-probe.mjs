// The attack figure's probe (scripts/bench/attack.ts): GET <url> <count> times, one after the other
// on one keep-alive connection, and prints the latencies in ms as a JSON array on stdout. A process
// of its own, so the load generator's work in the bench process cannot delay the probes' timing.
import http from 'node:http'

const [url, countText] = process.argv.slice(2)
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const latencies = []
for (let i = 0; i < Number(countText); i++) {
  const started = performance.now()
  const status = await new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
      })
      .on('error', reject)
  })
  if (status !== 200) throw new Error(`${url} answered ${status}`)
  latencies.push(performance.now() - started)
}
agent.destroy()
process.stdout.write(JSON.stringify(latencies))
